/**
 * Topics (at most 7): chosen from the stored list; a new topic is created on the server first
 * (POST /api/v1/topics/), so only online.
 */
import { useState } from 'react';
import { CONTENT_FORM_MESSAGES, CONTENT_LIMITS, type Topic } from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { Button } from '../../../../ui/button';
import { MultiSelect } from '../../../../ui/multi-select';
import { TextField } from '../../../../ui/text-field';
import { createTopic } from '../../../lookups/mutations';
import { useTopics } from '../../../lookups/queries';
import { useIsOnline } from '../../../sync/queries';

export const NEW_TOPIC_OFFLINE = 'New topics can be created only while online.';

export function TopicsField({
  value,
  onChange,
  error,
  topicArea,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  error: string | undefined;
  topicArea: number | null;
}) {
  const topics = useTopics();
  const isOnline = useIsOnline();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Topic[]>([]);
  const options = [...topics, ...created.filter((topic) => !topics.some((known) => known.id === topic.id))];

  async function create() {
    const trimmed = name.trim();
    if (!trimmed) return;
    if (value.length >= CONTENT_LIMITS.topics) return setProblem(CONTENT_FORM_MESSAGES.maxTopics);
    setBusy(true);
    const result = await createTopic(trimmed, topicArea);
    setBusy(false);
    if (!result.ok) return setProblem('Could not create the topic');
    setProblem(null);
    setName('');
    setCreated((current) => [...current, result.data]);
    onChange([...value, result.data.id]);
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <MultiSelect
        label="Topics"
        options={options}
        value={value}
        max={CONTENT_LIMITS.topics}
        maxMessage={CONTENT_FORM_MESSAGES.maxTopics}
        onChange={onChange}
        error={error}
      />
      <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}>
        <TextField
          label="New topic"
          value={name}
          onValueChange={setName}
          disabled={!isOnline}
          helperText={isOnline ? undefined : NEW_TOPIC_OFFLINE}
          error={problem ?? undefined}
        />
        <Button variant="outline" size="sm" disabled={!isOnline || busy || !name.trim()} onClick={() => void create()}>
          Add topic
        </Button>
      </div>
    </div>
  );
}
