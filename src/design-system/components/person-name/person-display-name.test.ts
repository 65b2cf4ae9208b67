import { describe, expect, it } from 'vitest';
import { personDisplayName } from './person-display-name.ts';

const id = '3f2b9c1e-8a7d-4e6f-9b0a-1c2d3e4f5a6b';

describe('personDisplayName', () => {
  it('prefers the full name', () => {
    expect(personDisplayName({ id, full_name: 'Layla Haddad', first_name: 'X', patient_number: 7 })).toEqual({
      kind: 'fullName',
      text: 'Layla Haddad',
    });
  });
  it('falls back to first name and surname, or whichever of them exists', () => {
    expect(personDisplayName({ id, full_name: '  ', first_name: 'Omar', surname: 'Khan' }).text).toBe(
      'Omar Khan',
    );
    expect(personDisplayName({ id, first_name: null, surname: 'Khan' }).text).toBe('Khan');
    expect(personDisplayName({ id, first_name: 'Omar' }).kind).toBe('firstAndSurname');
  });
  it("then 'Patient #' and the patient number (0 counts, the prefix is translatable)", () => {
    expect(personDisplayName({ id, patient_number: 'P-0042' }).text).toBe('Patient #P-0042');
    expect(personDisplayName({ id, patient_number: 0 }).text).toBe('Patient #0');
    expect(personDisplayName({ id, patient_number: 12 }, 'Paciente n.º ').text).toBe('Paciente n.º 12');
  });
  it('then the app code as two upper-case halves', () => {
    expect(personDisplayName({ id, app_code: 'abcdef' })).toEqual({ kind: 'appCode', text: 'ABC-DEF' });
    expect(personDisplayName({ id, patient_number: '', app_code: ' x9k2pq ' }).text).toBe('X9K-2PQ');
  });
  it('finally the first 13 characters of the id with an ellipsis', () => {
    expect(personDisplayName({ id })).toEqual({ kind: 'id', text: '3f2b9c1e-8a7d…' });
    expect(personDisplayName({ id: 42, app_code: null }).text).toBe('42');
  });
});
