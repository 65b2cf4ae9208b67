export { ChildAppSignIn } from './components/child-app-sign-in.tsx';
export { ChildrenAppSignIn } from './components/children-app-sign-in.tsx';
