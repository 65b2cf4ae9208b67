// Storybook builds the manager with the classic JSX transform (React.createElement), on the manager's own React.
import React, { type ChangeEvent } from 'react';
import { addons, types, useGlobals } from 'storybook/manager-api';
import { Button, PopoverProvider } from 'storybook/internal/components';
import { brandReport, type BrandReport } from '../src/design-system/theme/brand-report.ts';
import { BRAND_PRESETS, chosenBrand } from './brands.ts';

const ADDON = 'lantern/branding';

/** A paint brush, drawn here rather than taken from @storybook/icons (not one of the project's dependencies). */
const BrushIcon = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <path d="M12.6 1.4a1 1 0 0 0-1.4 0L6.3 6.3l1.4 1.4 4.9-4.9a1 1 0 0 0 0-1.4z" fill="currentColor" />
    <path
      d="M5.6 7a2.1 2.1 0 0 0-2.1 2.1c0 1.2-.7 2.1-2.1 2.8 2.8.7 5.6 0 6.1-1.8A2.1 2.1 0 0 0 5.6 7z"
      fill="currentColor"
    />
  </svg>
);
/** An uploaded logo travels to the preview as a data URL in the globals: keep it small. */
const MAX_LOGO_BYTES = 200_000;

const row = { display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 10 } as const;
const cell = { padding: '2px 8px', textAlign: 'start' } as const;

function Report({ report }: { report: BrandReport }) {
  const verdict = (passes: boolean) => (
    <strong style={{ color: passes ? '#1e7b34' : '#b3261e' }}>{passes ? 'AA pass' : 'AA fail'}</strong>
  );
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 12 }}>
      <thead>
        <tr>
          <th style={cell}>Colour</th>
          <th style={cell}>Hex</th>
          <th style={cell}>White text on it</th>
          <th style={cell}>As text on the page</th>
          <th style={cell}>AA</th>
        </tr>
      </thead>
      <tbody>
        {(['entered', 'used'] as const).map((key) => (
          <tr key={key}>
            <th style={cell} scope="row">
              {key === 'entered' ? 'Entered' : 'Used'}
            </th>
            <td style={cell}>
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 12,
                  height: 12,
                  marginInlineEnd: 4,
                  background: report[key].colour,
                  border: '1px solid #999',
                }}
              />
              {report[key].colour}
            </td>
            <td style={cell}>{report[key].onWhite.toFixed(2)}:1</td>
            <td style={cell}>{report[key].onSurface.toFixed(2)}:1</td>
            <td style={cell}>{verdict(report[key].passes)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The panel of the toolbar's branding button: a demo hospital, or any colour and logo, and the AA report. */
function BrandingForm() {
  const [globals, updateGlobals] = useGlobals();
  const brand = typeof globals.brand === 'string' ? globals.brand : '';
  const [typed, setTyped] = React.useState(
    typeof globals.brandColour === 'string' ? globals.brandColour : '',
  );
  const [problem, setProblem] = React.useState<string | null>(null);
  const chosen = chosenBrand(globals);
  const report = brand === 'custom' ? brandReport(typed) : chosen ? brandReport(chosen.colour) : null;

  const typeColour = (value: string) => {
    setTyped(value);
    // An invalid colour is said and not applied: the preview keeps the last valid one.
    if (brandReport(value)) updateGlobals({ brandColour: value.trim() });
  };
  const upload = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem('Choose an image file.');
    if (file.size > MAX_LOGO_BYTES) return setProblem('Choose an image of at most 200 kB.');
    setProblem(null);
    const reader = new FileReader();
    reader.onload = () => updateGlobals({ brandLogo: String(reader.result) });
    reader.readAsDataURL(file);
  };

  return (
    <div style={{ padding: 12, width: 420, fontSize: 13 }}>
      <label style={row}>
        Brand
        <select value={brand} onChange={(e) => updateGlobals({ brand: e.target.value })}>
          <option value="">Story&apos;s own (default)</option>
          {Object.entries(BRAND_PRESETS).map(([key, preset]) => (
            <option key={key} value={key}>
              {preset.title} — {preset.colour}
            </option>
          ))}
          <option value="custom">Custom…</option>
        </select>
      </label>
      {brand === 'custom' ? (
        <>
          <label style={row}>
            Brand colour (#rgb or #rrggbb)
            <input
              value={typed}
              placeholder="#1f5fa8"
              aria-invalid={typed !== '' && !brandReport(typed)}
              onChange={(e) => typeColour(e.target.value)}
            />
          </label>
          {typed !== '' && !brandReport(typed) ? (
            <p role="alert" style={{ color: '#b3261e', margin: '0 0 10px' }}>
              Not a hex colour: nothing applied{chosen ? ` (the stories keep ${chosen.colour})` : ''}.
            </p>
          ) : null}
          <label style={row}>
            Logo address
            <input
              value={
                typeof globals.brandLogo === 'string' && !globals.brandLogo.startsWith('data:')
                  ? globals.brandLogo
                  : ''
              }
              placeholder="https://… or /mail-sample-logo.svg"
              onChange={(e) => updateGlobals({ brandLogo: e.target.value.trim() })}
            />
          </label>
          <label style={row}>
            Or upload a logo (at most 200 kB)
            <input type="file" accept="image/*" onChange={upload} />
          </label>
          {problem ? (
            <p role="alert" style={{ color: '#b3261e', margin: '0 0 10px' }}>
              {problem}
            </p>
          ) : null}
        </>
      ) : null}
      {report ? <Report report={report} /> : <p>The stories use their own branding.</p>}
    </div>
  );
}

function BrandingTool() {
  const [globals] = useGlobals();
  const chosen = chosenBrand(globals);
  return (
    <PopoverProvider ariaLabel="Branding" hasCloseButton placement="bottom" popover={<BrandingForm />}>
      <Button variant="ghost" padding="small" ariaLabel="Branding" tooltip="Branding: brand colour and logo">
        <BrushIcon />
        {chosen ? <span style={{ marginInlineStart: 4 }}>{chosen.colour}</span> : null}
      </Button>
    </PopoverProvider>
  );
}

addons.register(ADDON, () => {
  addons.add(`${ADDON}/tool`, {
    type: types.TOOL,
    title: 'Branding',
    match: ({ viewMode, tabId }) => Boolean(viewMode?.match(/^(story|docs)$/)) && !tabId,
    render: () => <BrandingTool />,
  });
});
