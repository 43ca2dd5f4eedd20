/** The image viewer: the picture in a dialog, its name cut at 50 characters. */
import { css } from '../../../../../styled-system/css';
import { Dialog } from '../../../../ui/dialog';
import { FILE_NAME_MAX, truncateText } from '../text';

export function ImageViewer({ url, name, onClose }: { url: string; name: string; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <Dialog.Content className={css({ maxW: '4xl', w: 'full' })}>
        <Dialog.CloseTrigger />
        <Dialog.Title title={name}>{truncateText(name, FILE_NAME_MAX)}</Dialog.Title>
        <img src={url} alt={name} className={css({ maxW: 'full', maxH: '75vh', mx: 'auto', objectFit: 'contain' })} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
