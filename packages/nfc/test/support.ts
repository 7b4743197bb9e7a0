import type { SocketLike } from '../src/bridge.ts';

/** A socket the test drives by hand: open it, close it, push frames, read what was sent. */
export interface FakeSocket extends SocketLike {
  readyState: number;
  sent: unknown[];
  url: string;
  serverOpen(): void;
  serverClose(): void;
  serverSend(message: unknown): void;
}

export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  const create = (url: string): FakeSocket => {
    const socket: FakeSocket = {
      url,
      readyState: 0,
      sent: [],
      onopen: null,
      onclose: null,
      onerror: null,
      onmessage: null,
      send(data) {
        socket.sent.push(JSON.parse(data));
      },
      close() {
        socket.readyState = 3;
      },
      serverOpen() {
        socket.readyState = 1;
        socket.onopen?.({});
      },
      serverClose() {
        socket.readyState = 3;
        socket.onerror?.({});
        socket.onclose?.({});
      },
      serverSend(message) {
        socket.onmessage?.({ data: JSON.stringify(message) });
      },
    };
    sockets.push(socket);
    return socket;
  };
  return { sockets, create, last: () => sockets.at(-1) as FakeSocket };
}

export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}
