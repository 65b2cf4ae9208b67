export { SignInPage } from './components/sign-in-page.tsx';
export { RegisterPage } from './components/register-page.tsx';
export { ActivatePage } from './components/activate-page.tsx';
export { ForgotPasswordPage } from './components/forgot-password-page.tsx';
export { ResetPasswordPage } from './components/reset-password-page.tsx';
export { PasswordRules } from './components/password-rules.tsx';
export { LinkedinCallbackPage } from './components/linkedin-callback-page.tsx';
export { SsoButtons } from './components/sso-buttons.tsx';
export { useSignIn, signInFormSchema, SIGN_IN_KEY } from './api/sign-in.ts';
