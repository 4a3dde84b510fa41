/**
 * The version of @lexdesk/shared's public surface (index.ts, recorded in shared/api-report.txt), not of
 * the package: major.minor. Additive changes (a new export, a new optional parameter or field) raise the
 * minor; anything a remote built earlier could trip on (a removal, a rename, a changed signature or
 * behaviour) raises the major.
 */
export const SHARED_CONTRACT_VERSION = '2.4';

interface ParsedVersion {
  major: number;
  minor: number;
}

function parse(version: string): ParsedVersion | null {
  const match = /^(\d+)\.(\d+)$/.exec(version);
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
}

/**
 * The rule for independent deployment. A remote declares the contract it needs: the major it was built
 * for and the lowest minor whose additions it uses. It works with the deployed shared (the shell's copy)
 * when the majors are equal and the deployed minor is at least the one required.
 */
export function isContractCompatible(deployed: string, required: string): boolean {
  const have = parse(deployed);
  const need = parse(required);
  if (!have || !need) return false;
  return have.major === need.major && have.minor >= need.minor;
}

/** Thrown by a remote's root when the deployed shared cannot serve it: the shell's slot shows its fallback. */
export class SharedContractError extends Error {
  readonly remote: string;
  readonly required: string;
  readonly deployed: string;

  constructor(remote: string, required: string, deployed: string) {
    super(`${remote} needs @lexdesk/shared contract ${required}; the page carries ${deployed}`);
    this.name = 'SharedContractError';
    this.remote = remote;
    this.required = required;
    this.deployed = deployed;
  }
}

/**
 * Called once by each remote when its modules are evaluated (its `src/contract.ts`, imported first by every
 * exposed module): throws SharedContractError inside the remote's slot when the deployed shared is
 * incompatible. `deployed` is for tests; at run time it is the singleton's own version.
 */
export function assertSharedContract(
  remote: string,
  required: string,
  deployed: string = SHARED_CONTRACT_VERSION,
): void {
  if (!isContractCompatible(deployed, required)) throw new SharedContractError(remote, required, deployed);
}
