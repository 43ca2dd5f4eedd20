/**
 * The sync worker's API, as the UI sees it through comlink's `wrap<SyncApi>()`.
 * Data a screen shows never comes back through these calls: the worker writes Dexie and
 * the UI's live queries re-render. Calls answer only outcomes the UI must act on, and the
 * online-only calls (`online`, declared in sync/<area>/online-calls.ts) their typed answers.
 */
import type {
  AdminMetrics,
  AgentLog,
  AgentRun,
  AgentStepResult,
  AgentUsage,
  ChatUser,
  CollectionType,
  ConnectionTab,
  ContentKind,
  CreateSubscriptionInput,
  DonateInput,
  Group,
  GroupKind,
  ImportSection,
  LinkPreview,
  ModerationAction,
  OneTimePaymentInput,
  PaymentConfirmationInput,
  Profile,
  SearchItem,
  StepInput,
  UpdateSubscriptionInput,
  UploadedFile,
} from '../../contract';
import type { VisitorBoardAnswer } from '../jobs/jobs-detail';
import type { SearchTable } from '../search/documents';
import type { SearchHit, SearchQueryOptions } from '../search/search-index';
import type { Evicted, StorageReport } from '../storage/storage-budget';
import type { FileKind, StorageKind } from '../storage/storage-kinds';
import type { OnlineApi } from './online/calls';

/** GET /api/v1/admin/metrics/: the counts (not stored), or why there are none. */
export type AdminMetricsResult =
  | { kind: 'done'; metrics: AdminMetrics }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

export type LoginResult = { ok: true } | { ok: false; errors: Record<string, string[]> };

/** What a public profile fetch found; the profile itself lands in db.profiles. */
export type PublicProfileStatus = 'ready' | 'missing' | 'offline';

/** The connect screen's directory query (DIRECTORY_ENDPOINTS.search); `q` is the search text. */
export interface DirectoryQuery {
  type?: ConnectionTab;
  q?: string;
  country?: string;
  /** Comma list of professional field ids. */
  professional_fields?: string;
  limited_search?: boolean;
  is_influencer?: boolean;
  is_certified?: boolean;
  page?: number;
  page_size?: number;
}

export type DirectoryResult =
  | { kind: 'done'; items: SearchItem[]; count: number; next: string | null }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

export type ImportResult =
  | { ok: true; profile: Profile }
  | { ok: false; message: string; fieldErrors: Record<string, string[]> };

/** GET /api/v1/groups/ query (contract GroupListQuery); `search` is sent from 2 characters. */
export interface GroupListRequest {
  group_type?: GroupKind | undefined;
  search?: string | undefined;
  career_stage?: string | undefined;
  professional_field?: string | undefined;
  topic_area?: string | undefined;
  country?: string | undefined;
  roles?: string | undefined;
  membership?: 'mine' | 'admin' | undefined;
  parent_group?: number | undefined;
  is_influencer?: boolean | undefined;
  page: number;
  page_size: number;
}

/** A page of groups: their ids (the rows land in db.groups), the total and the next link. */
export type GroupListResult =
  | { kind: 'done'; ids: number[]; count: number; next: string | null }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

/** GET /api/v1/groups/{id}/members/ query (contract MemberListQuery). */
export interface GroupMembersRequest {
  status?: string | undefined;
  search?: string | undefined;
  role?: string | undefined;
  country?: string | undefined;
  professional_fields?: string | undefined;
  department?: string | undefined;
  uni_batch?: string | undefined;
  browse_all?: 'true' | undefined;
  /** A system agent and its verdict, or the AI ranking's class (administrators). */
  system_agent_id?: number | undefined;
  agent_response?: string | undefined;
  ai_user_class?: string | undefined;
  /** Reviewed by a system agent or not (administrators). */
  is_audit?: 'true' | 'false' | undefined;
  page: number;
  page_size: number;
}

/** A page of members: their user ids (the rows land in db.groupMembers). */
export type GroupMembersResult = GroupListResult;

export type GroupImageKind = 'logo' | 'cover_image';
export type GroupUploadResult = { ok: true; group: Group } | { ok: false; message: string };
export type GroupCsvResult = { ok: true; text: string } | { ok: false; message: string };

/**
 * A content list query (contract ContentListQuery as strings): `search` is sent from 2
 * characters; `status` only matters to moderators (their review lists).
 */
export interface ContentListRequest {
  search?: string | undefined;
  topic_area?: string | undefined;
  topic_areas?: string | undefined;
  career_stage?: string | undefined;
  professional_field?: string | undefined;
  country?: string | undefined;
  categories?: string | undefined;
  group_id?: number | undefined;
  /** Resources: 'prompt' for the prompt library, 'resource' for the hub (every type but prompts). */
  type?: 'resource' | 'prompt' | undefined;
  /** Posts: post or newsletter. */
  types?: 'post' | 'newsletter' | undefined;
  status?: 'pending' | 'approved' | 'rejected' | 'all' | undefined;
  /** Use cases a system agent judged so (moderators). */
  system_agent_id?: number | undefined;
  agent_response?: string | undefined;
  page: number;
  page_size: number;
}

/** A page of content: the keys (contentKey) of its items, which land in db.contents. */
export type ContentListResult =
  | { kind: 'done'; keys: string[]; count: number; next: string | null }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

/** 'done': the page is in db.onlineCache (pageCacheKey('collectionPage', ...)). */
export type CollectionPageResult = { kind: 'done' } | { kind: 'offline' } | { kind: 'failed'; message: string };

export type ModerationResult = { ok: true } | { ok: false; message: string };
export type LinkPreviewResult = { ok: true; preview: LinkPreview } | { ok: false; message: string };

/** What a chat fetch found: 'upgrade' when the member has no one_to_one_chat (nothing is fetched). */
export type ChatFetchResult = 'ready' | 'offline' | 'failed' | 'upgrade';

/** A page of notifications: their ids (the rows land in db.notifications). */
export type NotificationPageResult =
  | { kind: 'done'; ids: number[]; count: number; next: string | null }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

/** Starting an agent run: refused runs say why (`block`) in the server's words. */
export type AgentRunResult =
  | { ok: true; run: AgentRun }
  | { ok: false; kind: 'offline' | 'failed' | 'missing'; message: string }
  | { ok: false; kind: 'blocked'; block: 'sign_in' | 'premium' | 'usage_limit'; message: string };

/** One wizard step: field errors (first message per field) land under the fields. */
export type AgentStepOutcome =
  | { ok: true; result: AgentStepResult }
  | { ok: false; kind: 'offline' | 'failed'; message: string }
  | { ok: false; kind: 'invalid'; message: string; fieldErrors: Record<string, string[]> }
  | { ok: false; kind: 'blocked'; block: 'sign_in' | 'premium' | 'usage_limit'; message: string };

export type AgentFileResult = { ok: true; file: UploadedFile } | { ok: false; message: string };

export type AgentLogPageResult =
  | { kind: 'done'; items: AgentLog[]; count: number; next: string | null }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

/** A payment call that answers a URL (checkout, portal, membership card). */
export type PaymentActionResult =
  | { kind: 'done'; url: string }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string; errors: Record<string, string[]> };

/** A payment call that changes stored state (plan change, cancel, admin's paid mark). */
export type PaymentChangeResult =
  | { kind: 'done' }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string; errors: Record<string, string[]> };

/** A page of the member's reports: their slugs (the summaries land in db.reportSummaries). */
export type ReportListResult =
  | { kind: 'done'; slugs: string[]; count: number; next: string | null }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

/** Asking Ask Anything: the exchange streams into db.amaChats under `id` either way it ends. */
export type AmaAskResult =
  | { ok: true; id: string }
  | { ok: false; kind: 'offline' | 'upgrade' | 'failed' | 'invalid'; message: string; id: string | null };

/** A page of the assistant's history: exchange ids (the rows land in db.amaChats). */
export type AmaHistoryResult =
  | { kind: 'done'; ids: string[]; count: number; next: string | null }
  | { kind: 'offline' }
  | { kind: 'upgrade' }
  | { kind: 'failed'; message: string };

export interface SyncApi {
  auth: {
    /** POST /api/v1/token/, then GET /api/v1/identity/; stores both and starts syncing. */
    login(email: string, password: string): Promise<LoginResult>;
    /** Forgets the session and the member's data locally (the outbox of another member too). */
    logout(): Promise<void>;
  };
  account: {
    /** Tokens handed out by signup or e-mail verification: store them, load the identity, sync. */
    adoptSession(tokens: { access: string; refresh: string }): Promise<LoginResult>;
    /** Re-read ACCOUNT_ENDPOINTS.identity into the local database (after verifying, saving preferences). */
    refreshIdentity(): Promise<void>;
  };
  /**
   * Online-only calls by name (sync/core/online/calls.ts), typed by their declaration: the
   * session's token with one refresh on 401; failures come back as form errors (the
   * server's words, or "You're offline"). Cached reads also land in db.onlineCache.
   */
  online: OnlineApi;
  profiles: {
    /** PROFILE_ENDPOINTS.bySlug into db.profiles (seenAt now). */
    fetchPublic(slug: string): Promise<PublicProfileStatus>;
  };
  directory: {
    /** DIRECTORY_ENDPOINTS.search: answers the page and caches its items into db.directory. */
    search(query: DirectoryQuery): Promise<DirectoryResult>;
    /** DIRECTORY_ENDPOINTS.connections (every page): caches the member's connections into db.directory. */
    connections(): Promise<DirectoryResult>;
  };
  recommendations: {
    /** GET /api/v1/recommendations/ into meta 'recommendations'. False when it could not be fetched. */
    fetch(): Promise<boolean>;
  };
  lookups: {
    /** Skills, topics and topic areas into meta 'lookups' (sync/lookups/lookups.ts). */
    refresh(): Promise<void>;
  };
  imports: {
    /** POST /api/v1/profile/import-resume/ (multipart): writes meta 'profile' and syncs. */
    resume(file: Blob, sections: ImportSection[]): Promise<ImportResult>;
    /** POST /api/v1/profile/import-linkedin/ with the LinkedIn data-export archive. */
    linkedinArchive(file: Blob, sections: ImportSection[]): Promise<ImportResult>;
    /** POST /api/v1/profile/import-linkedin/ with a profile URL (when the adapter is configured). */
    linkedinUrl(url: string, sections: ImportSection[]): Promise<ImportResult>;
  };
  groups: {
    /** GET /api/v1/groups/ (public): caches the page into db.groups, answers its ids. */
    list(params: GroupListRequest): Promise<GroupListResult>;
    /** GET /api/v1/groups/slug/{slug}/ into db.groups; a 404 deletes the cached row. */
    bySlug(slug: string): Promise<PublicProfileStatus>;
    /** GET /api/v1/groups/{id}/members/ into db.groupMembers. */
    members(groupId: number, params: GroupMembersRequest): Promise<GroupMembersResult>;
    /** POST /api/v1/groups/{id}/logo/ or /cover-image/ (multipart); `onProgress` gets 0..1 (a comlink proxy). */
    uploadImage(
      groupId: number,
      kind: GroupImageKind,
      blob: Blob,
      name: string,
      onProgress?: (fraction: number) => void,
    ): Promise<GroupUploadResult>;
    /** GET a CSV export with the session's token. */
    csv(path: string): Promise<GroupCsvResult>;
  };
  jobs: {
    /** GET /api/v1/jobs/slug/{slug}/ (public) into db.jobDetails; a 404 deletes the cached row. */
    bySlug(slug: string): Promise<PublicProfileStatus>;
    /** Without a session: every published job (GET /api/v1/jobs/, no token) into db.jobs for the visitor's board; with saveData the newest only. */
    visitorBoard(options?: { saveData?: boolean }): Promise<VisitorBoardAnswer>;
    /** A member's board whose oldest jobs the storage budget evicted (meta jobsTrimmed): fetches them again. */
    trimmed(): Promise<'ready' | 'offline' | 'failed'>;
  };
  content: {
    /** GET the kind's list (public) into db.contents, answers the page's keys. */
    list(kind: ContentKind, params: ContentListRequest): Promise<ContentListResult>;
    /** GET the kind's /slug/{slug}/ into db.contents; a 404 deletes the cached row. */
    bySlug(kind: ContentKind, slug: string): Promise<PublicProfileStatus>;
    /** POST {action} to the item's approve-reject path; the updated item lands in db.contents. */
    moderate(kind: ContentKind, id: number, action: ModerationAction): Promise<ModerationResult>;
    /** DELETE the item (posts and resources, by their creator); the row leaves db.contents. */
    remove(kind: ContentKind, id: number): Promise<ModerationResult>;
    /** GET /my-favourites/ or /my-items/ into meta favoriteSections / mySections (items also cached). */
    sections(which: 'favorites' | 'my'): Promise<'ready' | 'offline' | 'failed'>;
    /** One section, 10 per page: GET /my-favourites/?type= or /{type}/me/. */
    /** One collection table page into db.onlineCache (sync/core/page-cache.ts). */
    collection(which: 'favorites' | 'my', type: CollectionType, page: number): Promise<CollectionPageResult>;
    /** GET /api/v1/link-preview/?url= */
    linkPreview(url: string): Promise<LinkPreviewResult>;
  };
  chat: {
    /** GET /api/v1/chat/rooms/ (every page) into db.chatRooms. */
    rooms(): Promise<ChatFetchResult>;
    /** The room's next older history page (50) into db.chatMessages; 'ready' also when all is here. */
    history(peerId: number): Promise<ChatFetchResult>;
    /** POST /api/v1/chat/rooms/ {user}: a conversation with this member, stored in db.chatRooms. */
    open(peer: ChatUser): Promise<ChatFetchResult>;
  };
  notifications: {
    /** GET /api/v1/notifications/?page= (12 per page) into db.notifications. */
    page(page: number): Promise<NotificationPageResult>;
  };
  agents: {
    /** GET /api/v1/agents/ (public) into db.agents; agents gone from the server leave it. */
    list(): Promise<'ready' | 'offline' | 'failed'>;
    /** GET /api/v1/agents/slug/{slug}/ (public) into db.agents; a 404 deletes the cached row. */
    bySlug(slug: string): Promise<PublicProfileStatus>;
    /** POST .../runs/ (staff may name a beneficiary). Online only. */
    startRun(slug: string, beneficiary?: number | null): Promise<AgentRunResult>;
    /** POST /api/v1/agent-runs/{run}/steps/{step}/; a report it makes lands in db.reportSummaries. */
    submitStep(runId: string, stepKey: string, input: StepInput): Promise<AgentStepOutcome>;
    /** POST /api/v1/agent-runs/{run}/files/ (multipart) with progress 0..1 (a comlink proxy). */
    uploadFile(
      runId: string,
      file: Blob,
      name: string,
      onProgress?: (fraction: number) => void,
    ): Promise<AgentFileResult>;
    /** GET /api/v1/agents/usage/; null offline or signed out. */
    usage(): Promise<AgentUsage | null>;
    /** Staff: PATCH a step's user_prompt; the agent in db.agents is updated. */
    savePrompt(slug: string, stepId: number, userPrompt: string): Promise<ModerationResult>;
    /** Staff: a page of the agent's logs (not stored). */
    logs(slug: string, page: number): Promise<AgentLogPageResult>;
  };
  reports: {
    /** GET /api/v1/agent-reports/?page= (30 per page) into db.reportSummaries. */
    list(page: number): Promise<ReportListResult>;
    /** GET /api/v1/agent-reports/slug/{slug}/ into db.agentReports (kept for offline reading). */
    bySlug(slug: string): Promise<PublicProfileStatus>;
  };
  ama: {
    /**
     * Asks a question (a new ULID): the exchange is written to db.amaChats at once (status
     * 'streaming'), its answer grows as the stream arrives, and it ends 'done' or 'error'.
     * Resolves when the answer is complete. Offline: nothing is sent, kind 'offline'.
     */
    ask(question: string, parentChat: string | null, agent?: string | null): Promise<AmaAskResult>;
    /** GET /api/v1/ama/chats/?page= (12 per page), or one conversation's, into db.amaChats. */
    history(page: number, conversation?: string | null): Promise<AmaHistoryResult>;
  };
  payments: {
    /** GET /api/v1/subscription-plans/ (public) into meta 'plans' (readable offline). */
    plans(): Promise<'ready' | 'offline' | 'failed'>;
    /**
     * GET /api/v1/subscription-detail/ into meta 'subscriptionDetail' (null: no subscription)
     * and the identity (its user_subscription) again: after a checkout or a plan change.
     */
    detail(): Promise<'ready' | 'offline' | 'failed'>;
    /** POST create-subscription: the checkout URL to go to. Online only. */
    subscribe(input: CreateSubscriptionInput): Promise<PaymentActionResult>;
    /** POST create-one-time-payment (a paid circle or event): the checkout URL. */
    payForGroup(input: OneTimePaymentInput): Promise<PaymentActionResult>;
    /** POST donate: the checkout URL. */
    donate(input: DonateInput): Promise<PaymentActionResult>;
    /** POST create-customer-portal-session: the portal URL. */
    portal(returnUrl: string): Promise<PaymentActionResult>;
    /** POST membership-card: the card image's URL. */
    membershipCard(): Promise<PaymentActionResult>;
    /** POST update-subscription; on success the new detail and identity are stored. */
    updateSubscription(input: UpdateSubscriptionInput): Promise<PaymentChangeResult>;
    /** POST cancel-subscription (at period end); on success the new detail and identity are stored. */
    cancelSubscription(reason: string): Promise<PaymentChangeResult>;
    /** Group admins: POST payment-confirmation; the member's row in db.groupMembers is updated. */
    confirmGroupPayment(groupId: number, input: PaymentConfirmationInput): Promise<PaymentChangeResult>;
  };
  search: {
    /** Loads the device's search index ahead of a first query (a search field got the focus). */
    warm(): Promise<void>;
    /** Everything stored on this device that matches, best first, one hit per item (sync/search). */
    query(text: string, options?: SearchQueryOptions): Promise<SearchHit[]>;
    /** The primary keys of one table's rows that match, best first, with their scores: a list's offline filter. */
    match(table: SearchTable, text: string): Promise<Array<[string, number]>>;
  };
  storage: {
    /** What this device stores, by kind, with the browser's quota and the budget (sync/storage). */
    report(): Promise<StorageReport>;
    /** Removes the cached copies of one kind, or of all: never the member's own, saved or queued data. */
    clear(kind: StorageKind | FileKind | 'all'): Promise<StorageReport>;
    /** The browser refused a write as full: evicts cached copies, half of what the database holds. */
    makeRoom(): Promise<Evicted>;
  };
  admin: {
    /** GET /api/v1/admin/metrics/ (staff and default-organization administrators) into meta 'adminMetrics'. */
    metrics(): Promise<AdminMetricsResult>;
  };
  sync: {
    /** Push and pull now (after a local mutation, on focus, on `online`). */
    kick(): void;
    /**
     * The page saw the connection come back ('online'): push everything that waits on a
     * backoff now, then pull. Dedicated workers do not reliably get 'online' themselves.
     */
    reconnected(): void;
    /** The page is hidden or closing: send the due outbox now with keepalive requests (sync/core/flush.ts). */
    flush(): Promise<void>;
    /** A failed entry of the needs-attention list: re-apply and queue it again. */
    retry(seq: number): Promise<void>;
    /** A failed entry: drop it for good. */
    discard(seq: number): Promise<void>;
    /** The page's data saver is on or off (sync/core/context.ts `saveData`); told at start and on change. */
    setSaveData(on: boolean): void;
  };
}
