import { useIntl } from 'react-intl';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { passwordRules } from '../../../api/contracts/index.ts';

/** The password policy, each rule ticked live as the user types. */
export function PasswordRules({ password }: { password: string }) {
  const intl = useIntl();
  return (
    <List dense disablePadding aria-label={intl.formatMessage({ id: 'password.rules.title' })}>
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        const label = intl.formatMessage({ id: `password.rules.${rule.id}` });
        return (
          <ListItem key={rule.id} disableGutters sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {met ? (
                <CheckCircleIcon
                  fontSize="small"
                  color="success"
                  titleAccess={intl.formatMessage({ id: 'password.rules.met' })}
                />
              ) : (
                <RadioButtonUncheckedIcon
                  fontSize="small"
                  color="disabled"
                  titleAccess={intl.formatMessage({ id: 'password.rules.unmet' })}
                />
              )}
            </ListItemIcon>
            <ListItemText
              primary={label}
              slotProps={{ primary: { variant: 'body2', color: met ? 'text.primary' : 'text.secondary' } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
