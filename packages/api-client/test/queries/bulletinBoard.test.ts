import { MutationObserver, type QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_TOKENS } from '../../src/msw/index.ts';
import { pollIntervals, staleTimes } from '../../src/policy.ts';
import {
  bulletinKeys,
  createBulletinCommentMutationOptions,
  createBulletinPostMutationOptions,
  deleteBulletinCommentMutationOptions,
  deleteBulletinPostMutationOptions,
  getBulletinPostQueryOptions,
  getBulletinStatisticsQueryOptions,
  isBulletinAllowedOnPath,
  listBulletinCommentsQueryOptions,
  listBulletinPostsQueryOptions,
  markBulletinPostAsReadMutationOptions,
  updateBulletinPostMutationOptions,
} from '../../src/queries/bulletinBoard.ts';
import type { BulletinPost } from '../../src/queries/types.ts';
import { API_ORIGIN, configureTestClient, exchanges, useMockServer } from '../msw/support.ts';
import { observe, testQueryClient } from './support.ts';

useMockServer();

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = testQueryClient();
  configureTestClient({ token: DEMO_TOKENS.staff });
});

/** 年末年始の営業について: all stores, pinned, with comments; the staff login has not read it. */
const NEW_YEAR_POST = 3;

/** Files by their bytes: the server sniffs what it is sent (the mock answers what it answered). */
const PDF = '%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n';
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaGj4DwAFhAKAjM1mJQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('blocked pages (seed §5)', () => {
  it.each([
    ['/customers/12', false],
    ['/customers/12/edit', false],
    ['/settings/nfc/cards', false],
    ['/nfc/write', false],
    ['/staff/cards/3', false],
    ['/bulletin-boards/3', true],
    ['/dashboard', true],
    ['/customers', true],
  ])('when the page path is %s, then bulletin calls allowed is %s', (path, allowed) => {
    expect(isBulletinAllowedOnPath(path)).toBe(allowed);
  });

  it('when the page is a customer page, then the bulletin badge query does not run', async () => {
    vi.stubGlobal('location', new URL(`${API_ORIGIN}/customers/12`));
    const observer = new QueryObserver(queryClient, getBulletinStatisticsQueryOptions());
    const unsubscribe = observer.subscribe(() => undefined);

    await new Promise((resolve) => setTimeout(resolve, 20));
    unsubscribe();
    vi.stubGlobal('location', new URL(`${API_ORIGIN}/`));

    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    expect(exchanges).toHaveLength(0);
  });
});

describe('query options', () => {
  it('when the bulletin queries are built, then they use the named stale times and the badge is polled', () => {
    expect(listBulletinPostsQueryOptions().staleTime).toBe(staleTimes.bulletinList);
    expect(getBulletinPostQueryOptions(1).staleTime).toBe(staleTimes.bulletinDetail);
    expect(getBulletinStatisticsQueryOptions().staleTime).toBe(staleTimes.bulletinStatistics);
    expect(getBulletinStatisticsQueryOptions().refetchInterval).toBe(pollIntervals.bulletinStatistics);
    expect([staleTimes.bulletinList, staleTimes.bulletinDetail, staleTimes.bulletinStatistics]).toEqual([
      30_000, 120_000, 300_000,
    ]);
  });

  it("when keys are built, then a post's comments are keyed by the post and lists differ by params", () => {
    expect(listBulletinCommentsQueryOptions(3).queryKey).toEqual(bulletinKeys.comments(3));
    expect(listBulletinCommentsQueryOptions(3).queryKey).not.toEqual(
      listBulletinCommentsQueryOptions(4).queryKey,
    );
    expect(listBulletinPostsQueryOptions({ category: 'event' }).queryKey).not.toEqual(
      listBulletinPostsQueryOptions({ category: 'general' }).queryKey,
    );
  });
});

describe('mutations', () => {
  it("when a comment is posted, then the post's comments and the post are fetched again", async () => {
    await observe(queryClient, listBulletinCommentsQueryOptions(NEW_YEAR_POST));
    await observe(queryClient, getBulletinPostQueryOptions(NEW_YEAR_POST));

    await new MutationObserver(queryClient, createBulletinCommentMutationOptions()).mutate({
      postId: NEW_YEAR_POST,
      content: '受付にも掲示しました。',
    });

    const comments = queryClient.getQueryData<{ body: string }[]>(bulletinKeys.comments(NEW_YEAR_POST));
    expect(comments?.at(-1)?.body).toBe('受付にも掲示しました。');
    expect(
      queryClient.getQueryData<BulletinPost>(bulletinKeys.detail(NEW_YEAR_POST))?.statistics.comment_count,
    ).toBe(3);
  });

  it('when a comment is deleted, then the comments are fetched again without it', async () => {
    configureTestClient({ token: DEMO_TOKENS.admin });
    await observe(queryClient, listBulletinCommentsQueryOptions(NEW_YEAR_POST));
    const [first] = queryClient.getQueryData<{ id: number }[]>(bulletinKeys.comments(NEW_YEAR_POST)) ?? [];

    await new MutationObserver(queryClient, deleteBulletinCommentMutationOptions()).mutate({
      postId: NEW_YEAR_POST,
      commentId: first?.id ?? 0,
    });

    expect(queryClient.getQueryData<unknown[]>(bulletinKeys.comments(NEW_YEAR_POST))).toHaveLength(1);
  });

  it('when a post is marked read, then the badge count and the cached post change without a refetch', async () => {
    // プール設備点検のお知らせ: the manager has not read it (the recorded server's answers).
    configureTestClient({ token: DEMO_TOKENS.manager });
    const unread = 4;
    await queryClient.fetchQuery(getBulletinStatisticsQueryOptions());
    await queryClient.fetchQuery(getBulletinPostQueryOptions(unread));
    const unreadBefore =
      queryClient.getQueryData<{ unread_bulletins: number }>(bulletinKeys.statistics())?.unread_bulletins ??
      0;

    await new MutationObserver(queryClient, markBulletinPostAsReadMutationOptions()).mutate(unread);

    expect(
      queryClient.getQueryData<{ unread_bulletins: number }>(bulletinKeys.statistics())?.unread_bulletins,
    ).toBe(unreadBefore - 1);
    expect(queryClient.getQueryData<BulletinPost>(bulletinKeys.detail(unread))?.flags.is_read).toBe(true);
  });

  it('when a post is created with files, flags and a datetime-local window, then the server reads them all', async () => {
    const post = await new MutationObserver(queryClient, createBulletinPostMutationOptions()).mutate({
      title: 'プール開放日のお知らせ',
      body: '12月の第3日曜日は一般開放日です。',
      category: 'event',
      priority: 'high',
      store_id: 1,
      is_pinned: true,
      is_active: true,
      publish_start: '2026-11-21T09:00',
      publish_end: '2026-12-21T18:30',
      files: [
        new File([PDF], 'kaiho.pdf', { type: 'application/pdf' }),
        new File([PNG], 'map.png', { type: 'image/png' }),
      ],
    });

    expect(post).toMatchObject({
      category: { value: 'event', label: 'イベント' },
      priority: { value: 'high', label: '高' },
      flags: { is_pinned: true, is_active: true },
      publish_window: { start: '2026-11-21 09:00:00', end: '2026-12-21 18:30:00' },
    });
    expect(post.attachments.map((a) => [a.name, a.mime_type])).toEqual([
      ['kaiho.pdf', 'application/pdf'],
      ['map.png', 'image/png'],
    ]);
  });

  it('when a post is updated with remove_files and a new file, then its detail is replaced by the answer', async () => {
    configureTestClient({ token: DEMO_TOKENS.admin });
    // 年末年始スケジュール.pdf, the post's one attachment.
    const attachment = { id: 1 };

    const post = await new MutationObserver(queryClient, updateBulletinPostMutationOptions()).mutate({
      id: NEW_YEAR_POST,
      fields: {
        priority: 'urgent',
        is_pinned: false,
        remove_files: [attachment?.id ?? 0],
        files: [new File([PDF], 'schedule-v2.pdf', { type: 'application/pdf' })],
      },
    });

    expect(post.priority.value).toBe('urgent');
    expect(post.flags.is_pinned).toBe(false);
    expect(post.attachments.map((a) => a.name)).toEqual(['schedule-v2.pdf']);
    expect(queryClient.getQueryData(bulletinKeys.detail(NEW_YEAR_POST))).toEqual(post);
  });

  it('when a post is deleted, then its detail and comments leave the cache and the lists are invalidated', async () => {
    configureTestClient({ token: DEMO_TOKENS.admin });
    await queryClient.fetchQuery(getBulletinPostQueryOptions(NEW_YEAR_POST));
    await queryClient.fetchQuery(listBulletinCommentsQueryOptions(NEW_YEAR_POST));
    await queryClient.fetchQuery(listBulletinPostsQueryOptions());

    await new MutationObserver(queryClient, deleteBulletinPostMutationOptions()).mutate(NEW_YEAR_POST);

    expect(queryClient.getQueryState(bulletinKeys.detail(NEW_YEAR_POST))).toBeUndefined();
    expect(queryClient.getQueryState(bulletinKeys.comments(NEW_YEAR_POST))).toBeUndefined();
    expect(queryClient.getQueryState(bulletinKeys.list())?.isInvalidated).toBe(true);
  });
});
