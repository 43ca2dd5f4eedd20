/** The Classroom course a group syncs with: its id, saved by the group's administrators. */
import { type FormEvent, useState } from 'react';
import { CLASSROOM_MESSAGES as TEXT } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { notify } from '../../ui/notify';
import { TextField } from '../../ui/text-field';
import { firstMessage } from './first-message';
import { linkClassroomCourse } from './mutations';

interface ClassroomLinkFormProps {
  groupId: number;
  courseId: string | null;
  isDisabled: boolean;
  onSaved(): void;
}

export function ClassroomLinkForm({ groupId, courseId, isDisabled, onSaved }: ClassroomLinkFormProps) {
  const [value, setValue] = useState(courseId ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  const [isSaving, setIsSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaving(true);
    const result = await linkClassroomCourse(groupId, value);
    setIsSaving(false);
    if (!result.ok) {
      setError(firstMessage(result.errors, TEXT.failed));
      return;
    }
    setError(undefined);
    notify({ type: 'success', title: TEXT.saved });
    onSaved();
  };

  return (
    <form
      onSubmit={(event) => void save(event)}
      className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}
    >
      <div className={css({ flex: '1', minWidth: '12rem' })}>
        <TextField label={TEXT.classroomId} value={value} onValueChange={setValue} error={error} />
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={isDisabled || isSaving} aria-busy={isSaving}>
        {TEXT.save}
      </Button>
    </form>
  );
}
