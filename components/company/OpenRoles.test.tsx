import { render, screen } from '@testing-library/react';
import { OpenRoles, type OpenRolesLabels } from './OpenRoles';

const labels: OpenRolesLabels = {
  count: '1 open role',
  location: 'Location',
  apply: 'Apply for this role',
  openTitle: 'Don’t see your role?',
  openText: 'Send us an open application.',
  openCta: 'Send an open application',
  openHref: 'mailto:careers@example.com?subject=Open%20application',
};

describe('OpenRoles', () => {
  it('lists each role with a way to apply', () => {
    render(
      <OpenRoles
        labels={labels}
        roles={[{ id: 'x', title: 'Engineer', location: 'Warsaw', summary: 'Build things.', applyHref: 'mailto:careers@example.com?subject=Engineer' }]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Engineer' })).toBeInTheDocument();
    expect(screen.getByRole('definition')).toHaveTextContent('Warsaw');
    expect(screen.getByRole('link', { name: 'Apply for this role' })).toHaveAttribute('href', 'mailto:careers@example.com?subject=Engineer');
    expect(screen.getByRole('link', { name: 'Apply for this role' })).toHaveAccessibleDescription('Engineer');
  });

  it('shows the open-application message when there are no roles', () => {
    render(<OpenRoles labels={{ ...labels, count: 'No open roles right now' }} roles={[]} />);
    expect(screen.queryByRole('link', { name: 'Apply for this role' })).not.toBeInTheDocument();
    expect(screen.getByText('No open roles right now')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Don’t see your role?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send an open application' })).toHaveAttribute('href', labels.openHref);
  });
});
