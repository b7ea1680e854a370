import type { Executor } from '../db/database.js';
import { findParty, findPartyByName } from '../parties/party-repository.js';
import { invalid, ruleViolation } from '../shared/errors.js';

export interface PartyReference {
  table: 'clients' | 'suppliers';
  noun: 'client' | 'supplier';
  nameField: string;
  idField: string;
}

export interface ResolvedParty {
  id: bigint;
  name: string;
}

/**
 * The client or supplier a document names, by id or by exact name; both may be given if they agree.
 * Neither is a 400; an unknown one, or a name and an id that disagree, a 422 naming the field.
 */
export async function resolveParty(
  db: Executor,
  companyId: bigint,
  reference: PartyReference,
  given: { name?: string | undefined; id?: number | string | undefined },
): Promise<ResolvedParty> {
  const { table, noun, nameField, idField } = reference;
  if (given.id === undefined && given.name === undefined) {
    throw invalid(`A ${noun} is required`, [{ path: idField, message: `is required, unless ${nameField} is given` }]);
  }
  if (given.id !== undefined) {
    const party = await findParty(db, table, companyId, BigInt(given.id));
    if (!party)
      throw ruleViolation(`No ${noun} has the id ${given.id}`, [{ path: idField, message: `must name a ${noun}` }]);
    if (given.name !== undefined && given.name !== party.name) {
      throw ruleViolation(`${idField} ${given.id} and ${nameField} ${given.name} name different ${noun}s`, [
        { path: nameField, message: `must be ${party.name}, the name of ${noun} ${given.id}, or be left out` },
      ]);
    }
    return { id: party.id, name: party.name };
  }
  const party = await findPartyByName(db, table, companyId, given.name as string);
  if (!party) {
    throw ruleViolation(`No ${noun} is named ${given.name}`, [{ path: nameField, message: `must name a ${noun}` }]);
  }
  return { id: party.id, name: party.name };
}
