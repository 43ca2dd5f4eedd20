/**
 * The Account page's settings of this device: data saver (see ui/save-data.ts) and how much
 * storage the portal uses here, of what the browser allows it.
 */
import { useEffect, useState } from 'react';
import { MESSAGES } from '../../../contract';
import { css } from '../../../styled-system/css';
import { setSaveDataSetting, useSavesData } from '../../ui/save-data';
import { Switch } from '../../ui/switch';

const BYTES = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${BYTES.format(bytes / 1024 ** 3)} GB`;
  if (bytes >= 1024 ** 2) return `${BYTES.format(bytes / 1024 ** 2)} MB`;
  return `${BYTES.format(bytes / 1024)} KB`;
}

function useStorageEstimate(): StorageEstimate | null {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  useEffect(() => {
    let isCurrent = true;
    navigator.storage
      ?.estimate()
      .then((value) => isCurrent && setEstimate(value))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);
  return estimate;
}

export function DeviceSection() {
  const savesData = useSavesData();
  const estimate = useStorageEstimate();
  return (
    <section aria-labelledby="device-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id="device-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {MESSAGES.thisDevice}
      </h2>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <Switch
          label={MESSAGES.saveData}
          checked={savesData}
          onCheckedChange={(isOn) => setSaveDataSetting(isOn ? 'on' : 'off')}
        />
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{MESSAGES.saveDataHelp}</p>
      </div>
      {estimate?.usage !== undefined && estimate.quota !== undefined ? (
        <p className={css({ fontSize: 'sm' })}>
          {MESSAGES.storageUsed(formatBytes(estimate.usage), formatBytes(estimate.quota))}
        </p>
      ) : null}
    </section>
  );
}
