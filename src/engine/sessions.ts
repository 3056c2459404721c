/**
 * Sessions and their job history.
 */
import { randomUUID } from 'node:crypto';
import { AGENT_ID, ERROR_CODES, LIMITS, type JobHistoryRecord, type Page, type Session } from '../api/types';
import type { Handler } from './context';
import { EngineError, invalid, notFound } from './errors';
import type { PlainRow } from './rows';
import type { Tx } from './database';
import {
  optionalInteger, optionalJobMode, optionalOutputLanguage, optionalString, paging, requireString, searchTerm, truncate,
  userIdFromBody, userIdFromQuery,
} from './validate';

function toSession(row: PlainRow): Session {
  return {
    id: String(row.id),
    name: String(row.name),
    output_language: row.output_language as Session['output_language'],
    job_mode: row.job_mode as Session['job_mode'],
    max_contextual_job_history: Number(row.max_contextual_job_history),
    agent_id: String(row.agent_id),
  };
}

/** A session of this user, or 300003 (another user's session is as good as absent). */
export async function ownSession(tx: Tx, id: string, userId: string): Promise<PlainRow> {
  const row = await tx.one(`SELECT * FROM meta.sessions WHERE id = ? AND user_id = ?`, [id, userId]);
  if (!row) throw notFound(`session ${id}`);
  return row;
}

export const createSession: Handler = async ({ engine, body }) => {
  const input = await body();
  const userId = userIdFromBody(input);
  const name = truncate(requireString(input, 'name'), LIMITS.nameLength);
  const outputLanguage = optionalOutputLanguage(input) ?? 'AUTO';
  const jobMode = optionalJobMode(input) ?? 'AUTO';
  const history = optionalInteger(input, 'max_contextual_job_history', 0, LIMITS.maxContextualJobHistory) ?? LIMITS.maxContextualJobHistory;
  const agentId = optionalString(input, 'agent_id');
  if (agentId !== undefined && agentId !== AGENT_ID) throw invalid(`agent_id must be ${AGENT_ID}`);
  const id = randomUUID();
  await engine.db.exclusive(async (tx) => {
    const [{ n }] = await tx.all(`SELECT count(*) AS n FROM meta.sessions WHERE user_id = ?`, [userId]);
    if (Number(n) >= LIMITS.sessionsPerUser) {
      throw new EngineError(
        ERROR_CODES.sessionLimit,
        `session limit reached: a user can keep ${LIMITS.sessionsPerUser} sessions; delete an unused session first`,
      );
    }
    await tx.exec(`INSERT INTO meta.sessions VALUES (?, ?, ?, ?, ?, ?, ?, nextval('meta.seq'))`, [
      id, userId, name, outputLanguage, jobMode, history, AGENT_ID,
    ]);
  });
  return { data: { id } };
};

export const listSessions: Handler = async ({ engine, query }) => {
  const userId = userIdFromQuery(query);
  const { pageNumber, pageSize } = paging(query);
  const search = searchTerm(query);
  const filter = `user_id = ?${search ? ` AND contains(lower(name), lower(?))` : ''}`;
  const params = search ? [userId, search] : [userId];
  const page = await engine.db.exclusive(async (tx): Promise<Page<Session>> => {
    const [{ n }] = await tx.all(`SELECT count(*) AS n FROM meta.sessions WHERE ${filter}`, params);
    const rows = await tx.all(`SELECT * FROM meta.sessions WHERE ${filter} ORDER BY seq DESC LIMIT ? OFFSET ?`, [
      ...params, pageSize, (pageNumber - 1) * pageSize,
    ]);
    return { total_items: Number(n), page_number: pageNumber, page_size: pageSize, records: rows.map(toSession) };
  });
  return { data: page };
};

export const getSession: Handler = async ({ engine, query, params }) => {
  const userId = userIdFromQuery(query);
  return { data: toSession(await engine.db.exclusive((tx) => ownSession(tx, params[0], userId))) };
};

export const modifySession: Handler = async ({ engine, body, params }) => {
  const input = await body();
  const userId = userIdFromBody(input);
  const name = truncate(requireString(input, 'name'), LIMITS.nameLength);
  const outputLanguage = optionalOutputLanguage(input);
  const jobMode = optionalJobMode(input);
  const history = optionalInteger(input, 'max_contextual_job_history', 0, LIMITS.maxContextualJobHistory);
  await engine.db.exclusive(async (tx) => {
    const current = await ownSession(tx, params[0], userId);
    await tx.exec(
      `UPDATE meta.sessions SET name = ?, output_language = ?, job_mode = ?, max_contextual_job_history = ? WHERE id = ?`,
      [name, outputLanguage ?? current.output_language, jobMode ?? current.job_mode, history ?? current.max_contextual_job_history, params[0]],
    );
  });
  return { data: {} };
};

export const deleteSession: Handler = async ({ engine, body, params }) => {
  const userId = userIdFromBody(await body());
  await engine.db.exclusive(async (tx) => {
    await ownSession(tx, params[0], userId);
    await tx.exec(`DELETE FROM meta.jobs WHERE session_id = ?`, [params[0]]);
    await tx.exec(`DELETE FROM meta.sessions WHERE id = ?`, [params[0]]);
  }, true);
  return { data: {} };
};

/** Oldest job first, so page 1 starts the conversation. */
export const sessionHistory: Handler = async ({ engine, query, params }) => {
  const userId = userIdFromQuery(query);
  const { pageNumber, pageSize } = paging(query);
  const page = await engine.db.exclusive(async (tx): Promise<Page<JobHistoryRecord>> => {
    await ownSession(tx, params[0], userId);
    // A job still running is not history yet: it shows once answered, failed or interrupted.
    const [{ n }] = await tx.all(`SELECT count(*) AS n FROM meta.jobs WHERE session_id = ? AND state IS DISTINCT FROM 'running'`, [params[0]]);
    const rows = await tx.all(`SELECT * FROM meta.jobs WHERE session_id = ? AND state IS DISTINCT FROM 'running' ORDER BY seq LIMIT ? OFFSET ?`, [
      params[0], pageSize, (pageNumber - 1) * pageSize,
    ]);
    return {
      total_items: Number(n),
      page_number: pageNumber,
      page_size: pageSize,
      records: rows.map((row) => ({
        job_id: String(row.id),
        question: { blocks: [{ type: 'MESSAGE', content: String(row.question) }] },
        answer: { blocks: JSON.parse(String(row.answer_json)) },
      })),
    };
  });
  return { data: page };
};
