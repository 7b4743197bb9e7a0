// The staff chat (issue 17): one download, loaded when a chat route first opens.

export { ChatListPage } from './ChatListPage.tsx';
export { ChatNewPage } from './ChatNewPage.tsx';
export { ChatRoomPage } from './ChatRoomPage.tsx';
