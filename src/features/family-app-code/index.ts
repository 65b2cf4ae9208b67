export { ChildAppSignIn, type ChildAppSignInProps } from './components/child-app-sign-in.tsx';
