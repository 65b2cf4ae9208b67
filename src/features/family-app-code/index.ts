export { ChildAppSignIn } from './components/child-app-sign-in.tsx';
