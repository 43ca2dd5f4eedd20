/**
 * The local database (IndexedDB through Dexie): everything the UI renders comes from
 * here. It lives in sync/ rather than src/db/ because the sync worker writes it too and
 * sync/ may not import the UI; src/db/ holds the live-query hooks over it.
 */
import Dexie, { type EntityTable } from 'dexie';
import type {
  AdminMetrics,
  Agent,
  AgentReport,
  AgentReportSummary,
  AmaChat,
  AnyContent,
  BookmarkType,
  CareerEntry,
  ChatPart,
  ChatUser,
  CollectionSections,
  ContentKind,
  ContentStatus,
  Follow,
  Group,
  GroupMember,
  Identity,
  Job,
  JobApplication,
  JobDetail,
  Notification,
  PackageMember,
  PlansResponse,
  Profile,
  PublicProfile,
  RecommendationItem,
  SearchItem,
  SubscriptionDetail,
  TenantConfig,
  VoteContentType,
  VoteState,
} from '../../contract';

/** A bookmark as stored locally: keyed by `type:object_id` (see contract bookmarkKey). */
export interface LocalBookmark {
  key: string;
  type: BookmarkType;
  object_id: number;
  /** Server id, null while only optimistic. */
  id: number | null;
  created_at: string;
}

/** A follow as stored locally, keyed by `type:target_id` (contract followKey). */
export interface LocalFollow extends Follow {
  key: string;
}

/** A person or group seen in a search or list, kept for offline search: keyed `type:id`. */
export interface DirectoryItem extends SearchItem {
  key: string;
  /** Epoch ms of the last time the server sent it (least recently seen is evicted first). */
  seenAt: number;
}

/** A file chosen on this device and kept here until its upload is confirmed. */
export interface LocalFile {
  id: string;
  name: string;
  type: string;
  size: number;
  blob: Blob;
  /** Bytes sent so far by the upload in flight, for the progress bar. */
  sent: number;
  /** The server's uploaded file id once uploaded. */
  uploadedId: number | null;
  error: string | null;
  createdAt: number;
}

/** A group listed, viewed, joined or followed here, readable offline (keyed by id). */
export interface LocalGroup extends Group {
  /** Epoch ms of the last time the server sent it (least recently seen is evicted first). */
  seenAt: number;
}

/** A member of a group as last fetched by an administrator or a member, keyed `group_id:user_id`. */
export interface LocalGroupMember extends GroupMember {
  key: string;
  group_id: number;
  seenAt: number;
}
export const groupMemberKey = (groupId: number, userId: number) => `${groupId}:${userId}`;

/**
 * A content item (resource, post, career tip, use case, AI tool) as last seen, keyed
 * contentKey(kind, id). Lists filter and page these offline. `savedAt` marks an item the
 * member saved for offline reading (with its files in the 'saved-files' cache): never evicted.
 */
export interface LocalContent {
  key: string;
  kind: ContentKind;
  id: number;
  slug: string;
  status: ContentStatus | null;
  data: AnyContent;
  seenAt: number;
  savedAt: number | null;
}

/** The member's vote on an item (voteKey), optimistic while queued; null is neutral. */
export interface LocalVote {
  key: string;
  content_type: VoteContentType;
  object_id: number;
  vote_type: VoteState;
}

/** What a content form may be drafting. */
export type DraftKind = 'resource' | 'post' | 'newsletter' | 'careertip' | 'usecase' | 'aitool';

/**
 * A contribution being written: kept on every change so nothing typed is lost, queued as
 * 'content.submit' when submitted (offline too), deleted once the server accepts it.
 */
export interface ContentDraft {
  id: string;
  kind: DraftKind;
  /** The item being edited, or null for a new one. */
  editingId: number | null;
  /** The form's values (the kind's *FormPayload, files as local file ids until uploaded). */
  values: Record<string, unknown>;
  status: 'draft' | 'queued' | 'failed';
  /** The server's field errors of a refused submission. */
  errors: Record<string, string[]> | null;
  updatedAt: number;
}

/** A file saved for offline reading: its URL is in the 'saved-files' cache of the service worker. */
export interface SavedFile {
  url: string;
  contentKey: string;
  name: string;
  size: number;
  savedAt: number;
}

/** Sent: the server has it. Pending: queued or in flight. Failed: refused (error shown, Resend). */
export type ChatMessageStatus = 'sent' | 'pending' | 'failed';

/** A one-to-one chat message as stored here (contract ChatMessage plus its local state). */
export interface LocalChatMessage {
  /** The client-generated ULID (the server keeps it). */
  id: string;
  /** The other member of the conversation. */
  peer_id: number;
  /** The server's room id; null while a first message to this member is still queued. */
  room: number | null;
  sender: ChatUser;
  recipient: ChatUser;
  /** The server's time once sent; the local time while pending. */
  timestamp: string;
  messages: ChatPart[];
  status: ChatMessageStatus;
  /** The spec message of a refused send. */
  error: string | null;
  /** Arrived from the other member while their room was not open (the spec's isNewMessage). */
  is_new: boolean;
}

/** A conversation, keyed by the other member's user id: one room per member, even before the server made it. */
export interface LocalChatRoom {
  peer_id: number;
  /** The server's room id; null until the room exists there. */
  id: number | null;
  peer: ChatUser;
  last_message: LocalChatMessage | null;
  unread_count: number;
  /** Last activity (ISO); the list is newest first. */
  updated_at: string;
  /** The next (older) history page to fetch, or null when the whole history is here. */
  next_page: number | null;
}

export type OutboxStatus = 'pending' | 'failed';

/** One queued mutation. Written in the same transaction as its optimistic change. */
export interface OutboxEntry {
  seq?: number;
  /** Mutator name, e.g. 'bookmark.set'. */
  name: string;
  /** Version of the mutator's argument shape, so an app update can still send old entries. */
  version: number;
  args: unknown;
  /** Coalescing key (one pending entry per key), or null when entries never coalesce. */
  key: string | null;
  /**
   * Ordering lane (chat messages): an entry waiting on backoff holds back the later entries
   * of its lane, so they reach the server in the order they were written. Absent: none.
   */
  lane?: string | null;
  /** Lower goes first: chat and applications before votes and bookmarks. */
  priority: number;
  idempotencyKey: string;
  status: OutboxStatus;
  attempts: number;
  /** Epoch ms before which a transient failure is not retried. */
  nextAttemptAt: number;
  createdAt: number;
  /**
   * When the current idempotencyKey was made (absent: createdAt). Past the outbox's age limit
   * the server may have forgotten the key, so the entry is never sent again.
   */
  keyedAt?: number;
  /** Failed answers from a reachable server counted against the retry limit (absent: 0). */
  strikes?: number;
  /** Set while a request for this entry is in flight; such an entry is never coalesced into. */
  sendingSince: number | null;
  /** What the optimistic change replaced, to roll back on rejection. */
  undo: unknown;
  /** The spec message to show when rejected. */
  error: string | null;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export interface Session {
  access: string;
  refresh: string;
}

export type SyncStatus = 'online' | 'offline' | 'syncing';
export interface SyncState {
  status: SyncStatus;
  lastSyncAt: number | null;
}

/** Typed keys of the meta table. */
/**
 * The stored answer of an online-only read (sync/online): what an administrator's list or a
 * picker showed last, so a reload offline shows it again with its date. Rows expire.
 */
export interface OnlineCacheRow {
  /** onlineCacheKey(name, args). */
  key: string;
  /** The call's name (sync/core/online/calls.ts). */
  name: string;
  /** The answer, checked against the call's schema before it was stored. */
  value: unknown;
  /** Epoch ms of the fetch. */
  fetchedAt: number;
}

export interface MetaValues {
  session: Session;
  identity: Identity;
  tenant: TenantConfig;
  cursor: number;
  syncState: SyncState;
  /** The organization this device's member chose in the switcher (spec part 1 section 4); else the default. */
  currentOrganizationId: number;
  /** The role selector's persona id (spec part 1 section 4); absent is 'Not Set (All)'. */
  role: number;
  /** The admin view toggle of this device (spec part 1 sections 3 and 6); absent is off. */
  adminView: boolean;
  /** The admin dashboard's counts as last fetched (shown offline with a note). */
  adminMetrics: AdminMetrics;
  /** The member's own profile (GET /api/v1/profile/). */
  profile: Profile;
  /** The right panel's recommendations, as last fetched. */
  recommendations: RecommendationItem[];
  /** The member's groups were loaded once (a device that synced before groups existed loads them on its next pull). */
  groupsLoaded: boolean;
  /** The member's job applications were loaded once (cleared when a refused apply may have hidden a server change). */
  applicationsLoaded: boolean;
  /** The /favorites and /my dashboards as last fetched (their items are readable offline). */
  favoriteSections: CollectionSections;
  mySections: CollectionSections;
  /** The member's chat rooms were loaded once (only with one_to_one_chat). */
  chatLoaded: boolean;
  /** The member's newest notifications were loaded once. */
  notificationsLoaded: boolean;
  /** Unsent text of the chat input per peer id: nothing typed is lost. */
  chatDrafts: Record<string, string>;
  /** Ask Anything's unsent question (kept offline and through reloads). */
  amaDraft: string;
  /** Each agent wizard's progress by agent slug: nothing typed in a step is lost. */
  agentWizards: Record<string, AgentWizardDraft>;
  /** The membership plans and discounts (public), readable offline. */
  plans: PlansResponse;
  /** The member's subscription as the provider sees it; null when there is none. */
  subscriptionDetail: SubscriptionDetail | null;
  /** Staff's recommendation package in progress (member, selection, e-mail texts): nothing typed is lost. */
  packageDraft: PackageDraft;
  /** The storage budget evicted jobs of the board: older ones are on the server only until fetched again. */
  jobsTrimmed: boolean;
  /**
   * Data saver kept the member's first sync to the newest jobs: `stored` of `total` published;
   * `heldBytes` estimates what the others would have cost.
   */
  jobsHeld: { stored: number; total: number; heldBytes: number };
  /**
   * A visitor's board was whole as of this point of the public job feed (jobs the budget
   * evicted since aside, see jobsTrimmed): the next visit pulls the changes after it. Gone
   * once the board is the member's.
   */
  visitorBoardCursor: number;
}

/** A recommendation package being prepared; the selected items are kept whole so the drawer shows them offline. */
export interface PackageDraft {
  /** Names this draft's send: a retry of the same package is one e-mail (empty until stored). */
  id: string;
  member: PackageMember | null;
  items: RecommendationItem[];
  step: 'browse' | 'email';
  subject: string;
  body: string;
  footer: string;
}

/** Where a member is in an agent's wizard, and what they typed in each step (by step key). */
export interface AgentWizardDraft {
  runId: string | null;
  stepIndex: number;
  /** Form values per step key, as the step's form keeps them. */
  values: Record<string, unknown>;
  /** Staff running the agent for another member. */
  beneficiary: { id: number; name: string; name_slug: string } | null;
  updatedAt: number;
}

/** A report as stored for offline reading: `openedAt` is when it was last fetched to be read. */
export interface LocalAgentReport extends AgentReport {
  openedAt: number;
}

/** An Ask Anything exchange as stored: 'streaming' while its answer arrives. */
export interface LocalAmaChat extends AmaChat {
  status: 'streaming' | 'done' | 'error';
}

/** MiniSearch's JSON and, for each document, a digest of what it says (sync/search/search-index.ts). */
export interface SearchIndexRow {
  key: 'index';
  version: number;
  index: string;
  fingerprints: Array<[string, number]>;
}

export type PortalDb = Dexie & {
  jobs: EntityTable<Job, 'id'>;
  bookmarks: EntityTable<LocalBookmark, 'key'>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  meta: EntityTable<MetaRow, 'key'>;
  /** Public profiles viewed or followed, keyed by name_slug, readable offline. */
  profiles: EntityTable<PublicProfile & { seenAt: number }, 'name_slug'>;
  /** The member's own career entries. */
  careerEntries: EntityTable<CareerEntry, 'id'>;
  follows: EntityTable<LocalFollow, 'key'>;
  directory: EntityTable<DirectoryItem, 'key'>;
  files: EntityTable<LocalFile, 'id'>;
  groups: EntityTable<LocalGroup, 'id'>;
  groupMembers: EntityTable<LocalGroupMember, 'key'>;
  /** The member's own job applications, keyed by job id (optimistic while queued). */
  applications: EntityTable<JobApplication, 'job_id'>;
  /** Job details as the member last saw them (questions, is_administrator, own status), readable offline. */
  jobDetails: EntityTable<JobDetail & { seenAt: number }, 'id'>;
  contents: EntityTable<LocalContent, 'key'>;
  votes: EntityTable<LocalVote, 'key'>;
  contentDrafts: EntityTable<ContentDraft, 'id'>;
  savedFiles: EntityTable<SavedFile, 'url'>;
  chatRooms: EntityTable<LocalChatRoom, 'peer_id'>;
  chatMessages: EntityTable<LocalChatMessage, 'id'>;
  notifications: EntityTable<Notification, 'id'>;
  /** Agents as last fetched (with their steps), readable offline. */
  agents: EntityTable<Agent & { seenAt: number }, 'slug'>;
  /** The member's own reports list (summaries). */
  reportSummaries: EntityTable<AgentReportSummary, 'slug'>;
  /** Every report opened on this device, whole, readable offline. */
  agentReports: EntityTable<LocalAgentReport, 'slug'>;
  /** Ask Anything exchanges of the member. */
  amaChats: EntityTable<LocalAmaChat, 'id'>;
  /** Answers of online-only reads (admin lists, pickers, an invitation), by call and arguments. */
  onlineCache: EntityTable<OnlineCacheRow, 'key'>;
  /** The saved search index (sync/search): one row, rebuilt from the tables when missing. */
  searchIndex: EntityTable<SearchIndexRow, 'key'>;
};

export const DB_NAME = 'portal';

/**
 * The schema is declared once, at its latest version: Dexie (3 and later) reads what a device
 * has installed and adds what is missing, so a database made by an older version of the app
 * opens without the versions in between. A version needs its own declaration again only when
 * it comes with an upgrade function (a change to rows, not to stores and indexes). One
 * declaration instead of one per version also saves the page the parsing of every earlier
 * schema on each start, before its first paint.
 */
export const DB_VERSION = 9;

export function openDb(name = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]): PortalDb {
  const db = new Dexie(name, options) as PortalDb;
  db.version(DB_VERSION).stores({
    jobs: 'id, slug, created_at, [group.id+created_at]',
    bookmarks: 'key, type, object_id',
    outbox: '++seq, key, status, [priority+seq]',
    meta: 'key',
    profiles: 'name_slug, id, seenAt',
    careerEntries: 'id, type',
    follows: 'key, type',
    directory: 'key, type, seenAt',
    files: 'id',
    groups: 'id, name_slug, group_type, membership_status, seenAt',
    groupMembers: 'key, group_id, [group_id+membership_status], seenAt',
    applications: 'job_id, status',
    jobDetails: 'id, slug, seenAt',
    contents: 'key, kind, [kind+slug], seenAt, savedAt',
    votes: 'key',
    contentDrafts: 'id, kind, updatedAt',
    savedFiles: 'url, contentKey',
    chatRooms: 'peer_id, id, updated_at',
    chatMessages: 'id, [peer_id+timestamp], status',
    notifications: 'id, created_at',
    agents: 'slug, agent_type, seenAt',
    reportSummaries: 'slug, created_at',
    agentReports: 'slug, openedAt',
    amaChats: 'id, conversation, created_at',
    onlineCache: 'key, fetchedAt',
    searchIndex: 'key',
  });
  return db;
}

export async function getMeta<K extends keyof MetaValues>(db: PortalDb, key: K): Promise<MetaValues[K] | undefined> {
  const row = await db.meta.get(key);
  return row?.value as MetaValues[K] | undefined;
}

export async function setMeta<K extends keyof MetaValues>(db: PortalDb, key: K, value: MetaValues[K]): Promise<void> {
  await db.meta.put({ key, value });
}

/** The outbox entries of one key still to be settled: waiting, or in flight (`sendingSince` set). */
export function pendingEntriesOf(db: PortalDb, key: string) {
  return db.outbox
    .where('key')
    .equals(key)
    .filter((entry) => entry.status === 'pending');
}
