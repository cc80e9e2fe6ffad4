import { calendlyFieldSchema } from '@introask/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_USER } from '@/testing/render';
import { FieldCard } from './field-card';

describe('FieldCard, single-field Calendly variant', () => {
  it("requires a calendly.com URL ('Must be a Calendly URL')", async () => {
    const user = userEvent.setup();
    renderApp(
      <FieldCard
        field="calendly_url"
        title="Calendly"
        emptyNoun="Calendly link"
        value=""
        rule={calendlyFieldSchema}
        multiline={false}
      />,
      {
        user: TEST_USER,
      },
    );
    expect(screen.getByText('Click the edit button to add your Calendly link')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Calendly' }));
    await user.type(screen.getByRole('textbox', { name: 'Calendly' }), 'https://example.com/me');
    expect(screen.getByText('Must be a Calendly URL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Calendly' })).toBeDisabled();
  });
});
