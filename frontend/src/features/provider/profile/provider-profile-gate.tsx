// The settings pages' frame around the stored profile: 'Loading...' until it arrives, an error with
// Try again when it cannot be read, and a `generation` that changes on every Reload after a
// conflict, so keying the form with it refills the form from the freshly read profile.
import { useState, type ReactNode } from 'react';
import type { ProviderProfile } from '../../../../../shared/schemas/provider';
import { LoadingPanel, MessagePanel } from '../../../components/status-panel';
import { useProviderProfile } from '../provider-api';

interface ProviderProfileGateProps {
  children: (profile: ProviderProfile, generation: number, reload: () => void) => ReactNode;
}

export function ProviderProfileGate({ children }: ProviderProfileGateProps) {
  const profile = useProviderProfile();
  const [generation, setGeneration] = useState(0);

  if (profile.isPending) return <LoadingPanel label="Loading..." />;
  if (profile.isError) {
    return (
      <MessagePanel title="We could not load your business profile." tone="error">
        <p>{profile.error.message}</p>
        <button type="button" className="button button--ghost button--small" onClick={() => void profile.refetch()}>
          Try again
        </button>
      </MessagePanel>
    );
  }
  const reload = () => {
    void profile.refetch().then((result) => {
      if (result.isSuccess) setGeneration((count) => count + 1);
    });
  };
  return <>{children(profile.data, generation, reload)}</>;
}
