import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import type { LookalikeBike } from '@ramkoll/shared/schemas/bike';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { LookalikeDialog, type Lookalike } from './lookalike-dialog';

const registered: LookalikeBike = {
  frameNumber: 'WTU2794135K',
  brand: 'Crescent',
  model: 'Dold',
  color: null,
  bikeType: 'landsväg',
  stolen: true,
};

/** The dialog as the form uses it: opened from a submit button, next to the frame number field. */
function Harness({ lookalike, onConfirm }: { lookalike: Lookalike; onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  const field = useRef<HTMLInputElement>(null);
  return (
    <>
      <label>
        Ramnummer
        <input ref={field} defaultValue={lookalike.frameNumber} />
      </label>
      <LookalikeDialog
        lookalike={open ? lookalike : null}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => setOpen(false)}
        onEditFrameNumber={() => field.current?.focus()}
      />
    </>
  );
}

function renderDialog(bikes: LookalikeBike[] = [registered]) {
  const onConfirm = vi.fn();
  const user = userEvent.setup();
  render(<Harness lookalike={{ frameNumber: 'WTU2794I35K', bikes }} onConfirm={onConfirm} />);
  return { user, onConfirm };
}

describe('LookalikeDialog', () => {
  it("shows the registered bike's card, explains look-alike characters and says the registration is reviewed", () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Ramnumret liknar en registrerad cykel' });
    expect(dialog).toHaveAccessibleDescription(
      'Ramnumret WTU2794I35K ser ut som ett ramnummer som redan är registrerat i Ramkoll. Tecken som är lätta att blanda ihop räknas som samma: O och 0, I, L och 1, S och 5, Z och 2, B och 8. Kontrollera ramnumret på cykeln.',
    );
    const card = within(dialog).getByRole('article', { name: 'WTU2794135K' });
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      Ramnummer: 'WTU2794135K',
      Märke: 'Crescent',
      Modell: 'Dold',
      Färg: 'Inte angivet',
      Cykeltyp: 'Landsvägscykel',
    });
    expect(within(card).getByText('STULEN')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Den registrerade cykeln' })).toBeInTheDocument();
    expect(within(dialog).getByText(/granskar Ramkoll registreringen/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Ägarens namn och kontaktuppgifter visas aldrig/)).toBeInTheDocument();
  });

  it("'Det är en annan cykel' confirms, by keyboard too", async () => {
    const { user, onConfirm } = renderDialog();
    const dialog = screen.getByRole('dialog');
    // Focus starts inside the dialog and Tab moves through its buttons.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const confirm = within(dialog).getByRole('button', { name: 'Det är en annan cykel' });
    for (let step = 0; step < 5 && document.activeElement !== confirm; step++) await user.tab();
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Escape cancels without confirming and puts the person back in the frame number field', async () => {
    const { user, onConfirm } = renderDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Ramnummer')).toHaveFocus();
  });

  it('lists several look-alikes, and speaks English', async () => {
    await changeLanguage('en');
    const { user, onConfirm } = renderDialog([
      registered,
      { ...registered, frameNumber: 'WTU27941B5K', stolen: false, color: 'Dold', model: 'Domane' },
    ]);
    const dialog = screen.getByRole('dialog', { name: "The frame number looks like a registered bike's" });
    expect(within(dialog).getByRole('heading', { name: 'The registered bikes' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['WTU2794135K', 'WTU27941B5K']);
    const second = within(dialog).getByRole('article', { name: 'WTU27941B5K' });
    expect(within(second).getByText('Hidden')).toBeInTheDocument();
    expect(within(second).queryByText('STOLEN')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Ramkoll will review the registration afterwards/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
