/**
 * For the guardian: the three-word codes their children sign in to the patients' app with, shown and renewed on
 * /account, over the family-app-code module's calls.
 */
export { ChildAppSignIn } from './components/child-app-sign-in.tsx';
export { ChildrenAppSignIn } from './components/children-app-sign-in.tsx';
