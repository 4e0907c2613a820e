import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RequestCard, RequestContactDetails, RequestDetail } from './request-card';

const texts = {
  company: 'Brf Solgläntan',
  summary: '556677-8899 · 120 klistermärken',
  status: 'Ny',
  show: 'Visa detaljer',
  hide: 'Dölj detaljer',
  contact: 'Kontaktperson',
  email: 'E-post',
  phone: 'Telefon',
  person: 'Sara Ordförande',
  action: 'Godkänn',
};
const labels = { contact_person: texts.contact, contact_email: texts.email, contact_phone: texts.phone };
const toggleLabels = { show: texts.show, hide: texts.hide };
const status = { label: texts.status, variant: 'accent' as const };

function Details() {
  return (
    <dl>
      <RequestDetail label={texts.contact}>{texts.person}</RequestDetail>
    </dl>
  );
}

/** A card with the texts above; `props` override or add to them. */
function renderCard(props: Partial<ComponentProps<typeof RequestCard>>) {
  return render(
    <RequestCard
      detailsId="request"
      companyName={texts.company}
      summary={null}
      status={status}
      toggleLabels={toggleLabels}
      details={<Details />}
      {...props}
    />,
  );
}

describe('RequestCard', () => {
  it('is an article named by the company, with its summary, status and the details closed', async () => {
    const user = userEvent.setup();
    renderCard({
      detailsId: 'request-1',
      summary: <p>{texts.summary}</p>,
      children: <button type="button">{texts.action}</button>,
    });
    const card = screen.getByRole('article', { name: texts.company });
    expect(within(card).getByRole('heading', { level: 3, name: texts.company })).toBeInTheDocument();
    expect(within(card).getByText(texts.summary)).toBeInTheDocument();
    expect(within(card).getByText(texts.status)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: texts.action })).toBeInTheDocument();

    const toggle = within(card).getByRole('button', { name: texts.show });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'request-1');
    // A node stays in the page, hidden while closed.
    expect(document.getElementById('request-1')).not.toBeVisible();
    expect(within(card).getByText(texts.person)).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(texts.hide);
    expect(within(card).getByRole('definition')).toHaveTextContent(texts.person);
    expect(within(card).getByRole('term')).toHaveTextContent(texts.contact);
    expect(within(card).getByText(texts.person)).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName(texts.show);
    expect(within(card).getByText(texts.person)).not.toBeVisible();
  });

  it('renders details given as a function only while they are open', async () => {
    const user = userEvent.setup();
    const details = vi.fn(() => <Details />);
    renderCard({ details });
    expect(details).not.toHaveBeenCalled();
    expect(screen.queryByText(texts.person)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.show }));
    expect(screen.getByText(texts.person)).toBeVisible();
    await user.click(screen.getByRole('button', { name: texts.hide }));
    expect(screen.queryByText(texts.person)).not.toBeInTheDocument();
  });

  it('can start open', () => {
    renderCard({ defaultOpen: true });
    expect(screen.getByRole('button', { name: texts.hide })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(texts.person)).toBeVisible();
  });

  it('lists the contact person, with the e-mail and phone as links to write and call', () => {
    render(
      <dl>
        <RequestContactDetails
          contact={{
            contactPerson: texts.person,
            contactEmail: 'sara@solglantan.se',
            contactPhone: '+46 70-123 45 67',
          }}
          label={(detail) => labels[detail]}
          linkClassName="underline"
        />
      </dl>,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      texts.contact,
      texts.email,
      texts.phone,
    ]);
    expect(screen.getByRole('link', { name: 'sara@solglantan.se' })).toHaveAttribute(
      'href',
      'mailto:sara@solglantan.se',
    );
    expect(screen.getByRole('link', { name: '+46 70-123 45 67' })).toHaveAttribute(
      'href',
      'tel:+46701234567',
    );
  });
});
