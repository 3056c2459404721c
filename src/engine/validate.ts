/**
 * Reading request inputs: every wrong type or missing field becomes a 300001 error that names
 * the field, never an exception from deep inside a handler.
 */
import {
  DATA_SOURCE_STATUSES,
  JOB_MODES,
  LIMITS,
  OUTPUT_LANGUAGES,
  type DataSourceStatus,
  type JobMode,
  type OutputLanguage,
} from '../api/types';
import { invalid } from './errors';

/** The documented maximum page_size of the local engine. */
export const MAX_PAGE_SIZE = 100;

export type Body = Record<string, unknown>;

/** A field of the body, only if the body itself has it (never something of Object.prototype). */
function field(body: Body, name: string): unknown {
  return Object.hasOwn(body, name) ? body[name] : undefined;
}

export function requireString(body: Body, name: string): string {
  const value = field(body, name);
  if (typeof value !== 'string' || value.trim() === '') throw invalid(`${name} is required and must be a non-empty string`);
  return value;
}

export function optionalString(body: Body, name: string): string | undefined {
  const value = field(body, name);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(`${name} must be a string`);
  return value;
}

export function optionalBoolean(body: Body, name: string): boolean | undefined {
  const value = field(body, name);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalid(`${name} must be true or false`);
  return value;
}

export function optionalInteger(body: Body, name: string, min: number, max: number): number | undefined {
  const value = field(body, name);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalid(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

export function optionalOutputLanguage(body: Body): OutputLanguage | undefined {
  const value = optionalString(body, 'output_language');
  if (value === undefined) return undefined;
  if (!(OUTPUT_LANGUAGES as readonly string[]).includes(value)) {
    throw invalid(`output_language must be one of ${OUTPUT_LANGUAGES.join(', ')}`);
  }
  return value as OutputLanguage;
}

export function optionalJobMode(body: Body): JobMode | undefined {
  const value = optionalString(body, 'job_mode');
  if (value === undefined) return undefined;
  if (!(JOB_MODES as readonly string[]).includes(value)) throw invalid(`job_mode must be one of ${JOB_MODES.join(', ')}`);
  return value as JobMode;
}

export function optionalStringArray(body: Body, name: string): string[] | undefined {
  const value = field(body, name);
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) throw invalid(`${name} must be an array of strings`);
  return value as string[];
}

export function userIdFromQuery(query: URLSearchParams): string {
  const userId = query.get('user_id');
  if (!userId) throw invalid('user_id is required (query parameter)');
  return userId;
}

export function userIdFromBody(body: Body): string {
  const value = field(body, 'user_id');
  if (typeof value !== 'string' || value === '') throw invalid('user_id is required (JSON body)');
  return value;
}

export interface Paging {
  pageNumber: number;
  pageSize: number;
}

export function paging(query: URLSearchParams): Paging {
  const read = (name: string, fallback: number, max: number): number => {
    const raw = query.get(name);
    if (raw === null || raw === '') return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 1 || value > max) throw invalid(`${name} must be an integer from 1 to ${max}`);
    return value;
  };
  return {
    pageNumber: read('page_number', LIMITS.defaultPageNumber, 1_000_000),
    pageSize: read('page_size', LIMITS.defaultPageSize, MAX_PAGE_SIZE),
  };
}

export function searchTerm(query: URLSearchParams): string | undefined {
  const search = query.get('search');
  if (search === null || search === '') return undefined;
  if (search.length > LIMITS.searchLength) throw invalid(`search must be at most ${LIMITS.searchLength} characters`);
  return search;
}

export function statusFilter(query: URLSearchParams): DataSourceStatus[] | undefined {
  const raw = query.getAll('status').flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
  if (raw.length === 0) return undefined;
  for (const value of raw) {
    if (!(DATA_SOURCE_STATUSES as readonly string[]).includes(value)) {
      throw invalid(`status must be one or more of ${DATA_SOURCE_STATUSES.join(', ')}`);
    }
  }
  return raw as DataSourceStatus[];
}

export function truncate(text: string, max: number): string {
  // Cut at a code point boundary so a name never ends in half a surrogate pair.
  return Array.from(text).length > max ? Array.from(text).slice(0, max).join('') : text;
}
