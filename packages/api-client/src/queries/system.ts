import { useQuery } from '@tanstack/react-query';
import { query } from './operation.ts';

export const getHealthQueryOptions = () => query('getHealth');

export const useHealth = () => useQuery(getHealthQueryOptions());
