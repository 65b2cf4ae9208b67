import { useIntl } from 'react-intl';
import { EmptyState, PageHeader } from '../../design-system/index.ts';

/** A route of the spec whose screen a later capability builds: says so plainly. */
function NotYetAvailable({ titleKey }: { titleKey: string }) {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: titleKey })} />
      <EmptyState
        title={intl.formatMessage({ id: 'routes.notYetAvailable.title' })}
        description={intl.formatMessage({ id: 'routes.notYetAvailable.description' })}
      />
    </>
  );
}

/** The route table's screen for a later capability titled by `titleKey`. */
export const notYetAvailable = (titleKey: string) =>
  function Later() {
    return <NotYetAvailable titleKey={titleKey} />;
  };
