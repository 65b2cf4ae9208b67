/**
 * The floor: the least page the portal's stack can draw — React 19 and MUI (emotion) rendering one sign-in
 * card on the client, no router, no messages, no data. bench/lighthouse.ts scores it in every run beside the
 * portal's pages, under the same load, so a page's figures read against what the stack itself costs.
 */
import {
  AppBar,
  Button,
  Card,
  CardContent,
  CssBaseline,
  Stack,
  TextField,
  ThemeProvider,
  Toolbar,
  Typography,
  createTheme,
} from '@mui/material';
import { createRoot } from 'react-dom/client';

const theme = createTheme({ palette: { primary: { main: '#1d4ed8' } } });

function SignIn() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6">St Mary&apos;s Children&apos;s Hospital</Typography>
        </Toolbar>
      </AppBar>
      <Card component="main" sx={{ m: 2 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              Sign in
            </Typography>
            <TextField label="E-mail address" type="email" autoComplete="email" />
            <TextField label="Password" type="password" autoComplete="current-password" />
            <Button variant="contained">Sign in</Button>
          </Stack>
        </CardContent>
      </Card>
    </ThemeProvider>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<SignIn />);
