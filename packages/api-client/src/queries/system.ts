import { useQuery } from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import { query } from './operation.ts';

export const getHealthQueryOptions = () => query(op.getHealth);

export const useHealth = () => useQuery(getHealthQueryOptions());
