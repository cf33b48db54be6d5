import { describe, expect, it } from 'vitest';
import { shadeSchema, vita3dMasterShades, vitaClassicalShades } from './shades';

function issuesOf(input: unknown) {
  const result = shadeSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

describe('shades', () => {
  it('lists the 16 VITA classical and the 29 VITA 3D-Master shades', () => {
    expect(vitaClassicalShades).toHaveLength(16);
    expect(vita3dMasterShades).toHaveLength(29);
  });

  it('accepts every VITA classical shade', () => {
    for (const shade of vitaClassicalShades) {
      expect(shadeSchema.parse({ system: 'vita_classical', shade })).toEqual({
        system: 'vita_classical',
        shade,
      });
    }
  });

  it('accepts every VITA 3D-Master shade', () => {
    for (const shade of vita3dMasterShades) {
      expect(shadeSchema.parse({ system: 'vita_3d_master', shade })).toEqual({
        system: 'vita_3d_master',
        shade,
      });
    }
  });

  it('reads a shade typed in lower case or with spaces', () => {
    expect(shadeSchema.parse({ system: 'vita_classical', shade: ' a3.5 ' }).shade).toBe('A3.5');
    expect(shadeSchema.parse({ system: 'vita_3d_master', shade: '2l1.5' }).shade).toBe('2L1.5');
  });

  it('refuses a shade that is not on its guide, saying which are', () => {
    expect(issuesOf({ system: 'vita_classical', shade: 'A5' })).toEqual([
      { path: ['shade'], message: 'A5 is not a VITA classical shade: choose one from A1 to D4.' },
    ]);
    expect(issuesOf({ system: 'vita_classical', shade: '2M2' })).toEqual([
      { path: ['shade'], message: '2M2 is not a VITA classical shade: choose one from A1 to D4.' },
    ]);
    expect(issuesOf({ system: 'vita_3d_master', shade: 'A2' })).toEqual([
      { path: ['shade'], message: 'A2 is not a VITA 3D-Master shade: choose one from 0M1 to 5M3.' },
    ]);
    expect(issuesOf({ system: 'vita_classical', shade: ' ' })).toEqual([
      { path: ['shade'], message: 'An empty shade is not a VITA classical shade: choose one from A1 to D4.' },
    ]);
  });

  it('refuses an unknown shade guide', () => {
    expect(issuesOf({ system: 'chromascop', shade: 'A2' })).toEqual([
      { path: ['system'], message: 'Choose the shade guide: VITA classical or VITA 3D-Master.' },
    ]);
  });
});
