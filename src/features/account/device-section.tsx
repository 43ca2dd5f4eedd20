/**
 * The Account page's settings of this device: data saver (see ui/save-data.ts) and what the
 * portal stores here, with the Clear actions (storage-section.tsx).
 */
import { MESSAGES } from '../../../contract';
import { css } from '../../../styled-system/css';
import { useDataSaved } from '../../ui/data-saved';
import { formatBytes } from '../../ui/format-bytes';
import { setSaveDataSetting, useSavesData } from '../../ui/save-data';
import { Switch } from '../../ui/switch';
import { StorageSection } from './storage-section';

export function DeviceSection() {
  const savesData = useSavesData();
  const dataSaved = useDataSaved();
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
        {dataSaved > 0 ? <p className={css({ fontSize: 'sm' })}>{MESSAGES.dataSaved(formatBytes(dataSaved))}</p> : null}
      </div>
      <StorageSection />
    </section>
  );
}
