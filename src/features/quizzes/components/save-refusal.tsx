import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ApiError } from '../../../api/index.ts';
import { useT } from '../../../lib/index.ts';

/** Why a save failed: the server's refusal, each field named as the editor names it. */
export interface SaveFailure {
  message: string;
  fields: string[];
}

/**
 * Reads a failed save: a refusal (4xx) keeps the server's words, each field named by `fieldName`
 * (the API's `questions.1.choices` is the editor's "Question 2"), so the admin knows what to fix;
 * anything else (offline, a 5xx) is the editor's generic message.
 */
export function useSaveFailure(
  prefix: 'quizzes' | 'missions',
  fieldName: (path: string) => string | null,
): (error: unknown) => SaveFailure {
  const t = useT();
  return (error) => {
    if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500)
      return { message: t(`${prefix}.saveFailed`), fields: [] };
    return {
      message: t(`${prefix}.saveRefused`),
      fields: error.fields?.length
        ? error.fields.map((f) =>
            t('quizzes.editor.refusedField', { field: fieldName(f.path) ?? f.path, message: f.message }),
          )
        : [error.message],
    };
  };
}

/** The failure above the form. */
export function SaveFailureAlert({ failure }: { failure: SaveFailure }) {
  return (
    <Alert severity="error">
      {failure.message}
      {failure.fields.length > 0 && (
        <Box component="ul" sx={{ m: 0, ps: 2 }}>
          {failure.fields.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
