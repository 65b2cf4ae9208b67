import type { FamilyChild } from '../../api/contracts/index.ts';
import { personDisplayName } from '../../design-system/index.ts';

/** What a parent calls their child in a sentence: the first name, else the display rule's name (spec §3). */
export function childCallName(child: FamilyChild, patientPrefix: string): string {
  const first = child.first_name.trim();
  return first || personDisplayName(child, patientPrefix).text;
}
