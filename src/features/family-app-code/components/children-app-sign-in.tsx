import { opensApp } from '../../../api/contracts/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import { childCallName, useFamilyChildren } from '../../family/index.ts';
import { ChildAppSignIn } from './child-app-sign-in.tsx';

/**
 * "Sign in the app" for each of the guardian's linked children whose link sees every part today
 * (`opensApp`: the app opens all of the child's data). A child the guardian sees only in part signs
 * the app in with their own app code, so no section is offered for them.
 */
export function ChildrenAppSignIn() {
  const t = useT();
  const family = useFamilyChildren();
  if (family.error)
    return (
      <LoadError
        title="familyAppCode.childrenLoadFailed"
        error={family.error}
        onRetry={() => void family.mutate()}
      />
    );
  if (!family.data) return <Loading heights={[120]} label="familyAppCode.loading" />;
  return family.data.children
    .filter(opensApp)
    .map((child) => (
      <ChildAppSignIn
        key={child.id}
        patientId={child.id}
        childName={childCallName(child, t('appUsers.patientPrefix'))}
      />
    ));
}
