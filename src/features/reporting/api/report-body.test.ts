import { describe, expect, it } from 'vitest';
import { reportDefinitionSchema, type SavedReport } from '../../../api/contracts/reporting.ts';
import { reportBody } from './reporting.ts';

const saved: SavedReport = {
  id: '6f1c2a7e-8b1f-4c5e-9a55-0d2f3b4c5d6e',
  organisation_id: '0b6c3c1e-2f6a-4d8b-8e3a-1a2b3c4d5e6f',
  created_by: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
  name: '  Ward 4 families ',
  subject: 'patients',
  columns: [{ kind: 'field', field: 'display_name' }],
  filters: { search: 'Reportson' },
  sort: { field: 'created_at', order: 'desc' },
};

describe('the body of a saved report', () => {
  it('holds exactly the fields an admin edits, which the server’s strict contract accepts', () => {
    const body = reportBody(saved);
    expect(Object.keys(body).sort()).toEqual(['columns', 'filters', 'name', 'sort', 'subject']);
    expect(body.name).toBe('Ward 4 families');
    expect(reportDefinitionSchema.safeParse(body).success).toBe(true);
    // What the portal sent before: the whole row, which the contract refuses.
    expect(reportDefinitionSchema.safeParse(saved).success).toBe(false);
  });
});
