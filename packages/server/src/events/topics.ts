import type { AuthContext } from '../modules/auth/use-cases.ts';
import type { Topic } from './bus.ts';

/** Whether a signed-in caller may follow the topic `kind:key` (e.g. a chat room's participants only). */
export type TopicGuard = (auth: AuthContext, key: string) => boolean | Promise<boolean>;

/**
 * The topic kinds this server serves over GET /api/events and who may follow each. A feature serves its
 * kind once, when its handlers are built (`topics.serve('chat-room', mayReadRoom)`); a kind nobody serves
 * cannot be followed. The guard is asked when a stream opens (and again at each reconnection).
 */
export function createTopicRegistry() {
  const guards = new Map<string, TopicGuard>();
  return {
    serve(kind: string, mayFollow: TopicGuard): void {
      if (guards.has(kind)) throw new Error(`topic kind ${kind} is served twice`);
      guards.set(kind, mayFollow);
    },
    async mayFollow(auth: AuthContext, topic: Topic): Promise<boolean> {
      const colon = topic.indexOf(':');
      const guard = guards.get(topic.slice(0, colon));
      return guard ? guard(auth, topic.slice(colon + 1)) : false;
    },
  };
}

export type TopicRegistry = ReturnType<typeof createTopicRegistry>;
