import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { ResponsiveTable, type TableColumn } from './ResponsiveTable';

interface Plant {
  id: number;
  name: string;
  height: string;
}

const columns: TableColumn<Plant>[] = [
  { header: 'Plant', hideCardLabel: true, cell: (plant) => plant.name },
  { header: 'Height', cell: (plant) => plant.height },
  {
    header: 'Actions',
    hideHeader: true,
    cell: (plant) => <button type="button">Water {plant.name}</button>,
  },
];

const plants = [
  { id: 1, name: 'Sedum', height: '10 cm' },
  { id: 2, name: 'Thyme', height: '20 cm' },
];

describe('the responsive table', () => {
  it('is one table, with a header per column (hidden ones only for screen readers)', () => {
    renderPage(
      <ResponsiveTable
        label="Plants"
        rows={plants}
        rowKey={(plant) => plant.id}
        columns={columns}
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Plant', 'Height', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByRole('button', { name: /^Water / })).toHaveLength(2);
  });

  it('labels each value for the phone cards, except the ones that speak for themselves', () => {
    renderPage(
      <ResponsiveTable
        label="Plants"
        rows={plants}
        rowKey={(plant) => plant.id}
        columns={columns}
      />,
    );
    const [, sedum] = screen.getAllByRole('row');
    const cells = within(sedum as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Sedum', 'Height10 cm', 'Water Sedum']);
  });

  it('can be scrolled from the keyboard: its scroll area is a named region that takes focus', async () => {
    const { user } = renderPage(
      <ResponsiveTable
        label="Plants"
        rows={plants}
        rowKey={(plant) => plant.id}
        columns={columns}
      />,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Plants' }));
    expect(screen.getByRole('region', { name: 'Plants' }).contains(screen.getByRole('table'))).toBe(
      true,
    );
  });
});
