import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { isRetryable } from './errors.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** How long an answer counts as fresh, by what it is (seed §9 and §7), in one place. */
export const staleTimes = {
  /** Query cache default. */
  default: 5 * MINUTE,
  authUser: 5 * MINUTE,
  preferences: 5 * MINUTE,
  stores: 5 * MINUTE,
  bulletinList: 30 * SECOND,
  bulletinDetail: 2 * MINUTE,
  bulletinStatistics: 5 * MINUTE,
  chatList: 5 * MINUTE,
  chatListSearch: 30 * SECOND,
  chatMessages: 10 * SECOND,
  attendance: 1 * MINUTE,
  dashboard: 30 * SECOND,
  preRegistrationList: 30 * SECOND,
  customerList: 30 * SECOND,
  customerOptions: 5 * 60 * SECOND,
  preRegistrationStats: 30 * SECOND,
  /** Current status and the tablet: read again at every poll. */
  frontDeskLive: 5 * SECOND,
} as const;

/** Polling intervals (seed §7, §9). */
export const pollIntervals = {
  dashboard: 60 * SECOND,
  preRegistrationStats: 60 * SECOND,
  bulletinStatistics: 5 * MINUTE,
  chatRooms: 60 * SECOND,
  /**
   * Current status and tablet attendance: the store's server-sent events refresh them the moment something
   * changes; this poll is only the fallback when the stream is down.
   */
  frontDeskLive: 30 * SECOND,
} as const;

/** How long an unused answer stays in the cache. */
export const GC_TIME = 5 * MINUTE;

/** Queries retry once when the failure is retryable (429, 5xx, no answer); mutations never retry. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isRetryable(error);
}

export const queryClientConfig: QueryClientConfig = {
  defaultOptions: {
    queries: { staleTime: staleTimes.default, gcTime: GC_TIME, retry: shouldRetryQuery },
    mutations: { retry: false },
  },
};

export const createQueryClient = () => new QueryClient(queryClientConfig);
