import { z } from 'zod';
import { validationMessages } from '../messages.ts';
import { requiredText } from './fields.ts';

const { readerDevice } = validationMessages;

/** Enrolling this device as a reader device: its name (端末名), e.g. 受付PC 1. */
export const readerDeviceFormSchema = z.object({
  name: requiredText({ required: readerDevice.nameRequired, tooLong: readerDevice.nameTooLong }, 50),
});

export type ReaderDeviceFormInput = z.input<typeof readerDeviceFormSchema>;
export type ReaderDeviceFormValues = z.output<typeof readerDeviceFormSchema>;
