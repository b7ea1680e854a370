/**
 * An address as a client's mail system takes it: a local part and a domain with a dot, nothing that
 * could end a header (spaces, line breaks, angle brackets, commas) and at most 254 characters
 * (RFC 5321 §4.5.3.1.3). Stricter than RFC 5322, on purpose: what it refuses is a typing mistake.
 */
const ADDRESS = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\.]+$/;
const MAX_ADDRESS_LENGTH = 254;

export const isEmailAddress = (text: string): boolean => text.length <= MAX_ADDRESS_LENGTH && ADDRESS.test(text);

/** A sender as MAIL_FROM takes it: an address, or a display name and the address in angle brackets. */
export function isMailbox(text: string): boolean {
  const named = /^([^<>\r\n"]*)<([^<>]+)>$/.exec(text.trim());
  return named ? isEmailAddress(named[2] as string) : isEmailAddress(text.trim());
}
