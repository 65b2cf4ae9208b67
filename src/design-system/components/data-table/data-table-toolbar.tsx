import { useEffect, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';

export interface DataTableToolbarProps {
  keyword: string;
  onKeywordChange?: (keyword: string) => void;
  searchLabel: string;
  filters?: ReactNode;
  selectedCount: number;
  selectedLabel: string;
  bulkActions?: ReactNode;
  onExport?: () => void;
  exporting: boolean;
  /** Nothing to export (an empty or failed list). */
  exportDisabled?: boolean;
  exportLabel: string;
  exportingLabel: string;
}

/** Typing pauses this long before the list is asked again, so that each keystroke is not a request. */
export const SEARCH_DEBOUNCE_MS = 300;

export function DataTableToolbar(props: DataTableToolbarProps) {
  const { keyword, onKeywordChange, searchLabel, filters, selectedCount, bulkActions, onExport } = props;
  const [text, setText] = useState(keyword);
  const latest = useRef(onKeywordChange);
  useEffect(() => {
    latest.current = onKeywordChange;
  });
  useEffect(() => {
    if (text.trim() === keyword) return undefined;
    const timer = setTimeout(() => latest.current?.(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, keyword]);

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: { xs: 'stretch', md: 'center' }, mb: 1.5, flexWrap: 'wrap' }}
    >
      {onKeywordChange ? (
        <TextField
          type="search"
          size="small"
          label={searchLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ minWidth: { md: 280 } }}
        />
      ) : null}
      {filters}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', marginInlineStart: { md: 'auto' }, flexWrap: 'wrap' }}
      >
        {selectedCount > 0 ? (
          <>
            <Typography variant="body2" role="status" sx={{ fontWeight: 600 }}>
              {props.selectedLabel}
            </Typography>
            {bulkActions}
          </>
        ) : null}
        {onExport ? (
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={onExport}
            disabled={props.exporting || props.exportDisabled}
          >
            {props.exporting ? props.exportingLabel : props.exportLabel}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
