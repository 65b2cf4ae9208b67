export { SignInPage } from './components/sign-in-page.tsx';
export { useSignIn, signInFormSchema, SIGN_IN_KEY } from './api/sign-in.ts';
