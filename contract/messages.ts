/**
 * The spec's message catalogue (part 1 sections 2, 4, 5; part 2 section 8).
 * Every user-visible error, success and empty-state text is taken from here so the
 * server, the worker and the UI can never drift from the spec's wording.
 */
import { SEARCH_MIN_CHARS } from './jobs';

export const MESSAGES = {
  notFoundTitle: 'Oops! 404 - Page Not Found',
  goHome: 'Go to Home Page',
  crashTitle: 'Something went wrong!',
  refresh: 'Refresh',
  enterEmail: 'Please enter an email',
  invalidEmail: 'Invalid email address',
  enterPassword: 'Please enter a password',
  invalidCredentials: 'No active account found with the given credentials',
  required: 'Required',
  noJobsFound: 'No jobs found.',
  jobNotFound: "It seems like the job you're looking for doesn't exist or the path is incorrect...",
  genericError: 'Something went wrong',
  couldNotComplete: 'Could not complete a request',
  couldNotPerform: 'Could not perform action',
  youAreOffline: "You're offline",
  /** Not in the spec: an online-only list shown from the device while offline. */
  offlineAsOf: (when: string) => `You're offline: showing what was fetched ${when}.`,
  /** Not in the spec: the Account page's settings of this device. */
  thisDevice: 'This device',
  saveData: 'Save data',
  saveDataHelp:
    "Images load when you tap them, videos show no preview, and the app's other pages download only when you open them.",
  /** Not in the spec: an image data saver holds back, with its description when it has one. */
  showImage: (description: string) => (description ? `Show image: ${description}` : 'Show image'),
  storageUsed: (used: string, available: string) => `Storage on this device: ${used} used of ${available} available.`,
  /** Not in the spec: the Account page's table of what this device stores, and its Clear actions. */
  storageHeading: 'Storage on this device',
  storageUsedOnly: (used: string) => `Storage on this device: ${used} used.`,
  storageMeasuring: 'Measuring storage…',
  storageBudget: (budget: string) => `Cached copies are removed, least recently used first, past ${budget}.`,
  storageTable: 'What this device stores',
  storageWhat: 'What',
  storageItems: 'Items',
  storageSize: 'Size',
  storageActions: 'Actions',
  storageKinds: {
    jobs: 'Jobs',
    people: 'People',
    groups: 'Groups and events',
    content: 'Resources and posts',
    reports: 'Career reports and Ask Anything',
    chat: 'Chat',
    notifications: 'Notifications',
    search: 'Search index',
    waiting: 'Waiting to be sent and drafts',
    other: 'Settings and other',
    images: 'Images',
    savedFiles: 'Saved for offline',
    appFiles: 'App files',
  },
  storageClear: 'Clear',
  storageClearKind: (what: string) => `Clear ${what}`,
  storageClearAll: 'Clear all cached copies',
  storageClearing: 'Clearing…',
  storageCleared: (size: string) => `Cleared ${size}.`,
  storageKeeps: 'Your own data, saved items, bookmarks and changes waiting to be sent stay.',
  storageRetry: 'Retry',
  /** Not in the spec: data saver kept a visitor's job board to the newest jobs. */
  boardSaveData: (stored: number, total: number) => `Data saver: showing the newest ${stored} of ${total} jobs.`,
  downloadAllJobs: 'Download all jobs',
  /** Not in the spec: the storage budget evicted the board's oldest jobs from this device. */
  boardTrimmed: 'Older jobs were removed from this device to save space.',
  downloadOlderJobs: 'Download older jobs',
  /** Not in the spec: what data saver spared this device (the Account page). */
  dataSaved: (size: string) => `Data saver has saved about ${size} on this device.`,
  /** Not in the spec: a rich-text field shown as plain text because the editor is not on the device. */
  editorOffline: 'Formatting tools load when you are online.',
  updateAvailable: 'Update available',
  reload: 'Reload',
  notAuthenticated: 'Authentication credentials were not provided.',
  tokenInvalid: 'Given token not valid for any token type',
  notFound: 'Not found.',
  permissionDenied: 'You do not have permission to perform this action.',
  idempotencyConflict: 'A request with this Idempotency-Key is still being processed.',
  /** Not in the spec: a change refused by the browser's own storage (quota), before any network. */
  storageFull: 'Could not save on this device: storage is full',
  /** Not in the spec: the search page over everything stored on this device (/search). */
  searchHint: `Type at least ${SEARCH_MIN_CHARS} characters to search`,
  searching: 'Searching…',
  searchStoredOnDevice: 'Stored on this device',
  searchNoResults: (q: string) => `No results for “${q}”`,
  searchResultCount: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  searchShowAll: (heading: string, count: number) => `Show all ${heading} (${count})`,
  searchServerUnavailable: "The server's results could not be loaded: showing what this device holds.",
  searchDeviceFailed: 'Could not search this device. Try again.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The past tense of an action verb in a catalogue message ("{action}ed"): accepted, rejected, approved. */
export const pastTense = (verb: string) => (verb.endsWith('e') ? `${verb}d` : `${verb}ed`);
