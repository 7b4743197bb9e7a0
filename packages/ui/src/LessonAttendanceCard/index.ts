export type {
  LessonAttendanceCardProps,
  LessonMarkValue,
  LessonMemberRow,
  LessonPresence,
} from './LessonAttendanceCard.tsx';
export { LessonAttendanceCard } from './LessonAttendanceCard.tsx';
