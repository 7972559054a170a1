import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createItem } from '../../../test/factories.ts';
import { jsonResponse, mockFetch } from '../../../test/mock-fetch.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ItemsPage } from './items-page.tsx';

describe('ItemsPage', () => {
  it('shows a skeleton of 5 rows while the first page loads', async () => {
    mockFetch(() => new Promise<Response>(() => {}));
    await renderWithProviders(<ItemsPage page={1} onPageChange={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Items Management' })).toBeInTheDocument();
    expect(within(screen.getByTestId('table-skeleton')).getAllByRole('row')).toHaveLength(5);
  });

  it('asks for page 3 with skip 10 and limit 5', async () => {
    const { requests } = mockFetch(() => jsonResponse({ data: [createItem()], count: 11 }));
    await renderWithProviders(<ItemsPage page={3} onPageChange={vi.fn()} />);
    await waitFor(() => expect(requests[0]?.url).toBe('/api/v1/items/?skip=10&limit=5'));
  });

  it('lists items with N/A for an empty description and full text in a title', async () => {
    const long = 'A very long title that goes on and on well past the width of its column';
    const items = [createItem({ title: long }), createItem({ title: 'Milk', description: null })];
    mockFetch(() => jsonResponse({ data: items, count: 2 }));
    await renderWithProviders(<ItemsPage page={1} onPageChange={vi.fn()} />);

    expect(await screen.findByText(long)).toHaveAttribute('title', long);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['ID', 'Title', 'Description', 'Actions']);
    const milkRow = screen.getByText('Milk').closest('tr');
    expect(milkRow && within(milkRow).getByText('N/A')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Item actions' })).toHaveLength(2);
  });

  it('shows the empty state when there are no items', async () => {
    mockFetch(() => jsonResponse({ data: [], count: 0 }));
    await renderWithProviders(<ItemsPage page={1} onPageChange={vi.fn()} />);
    expect(await screen.findByText("You don't have any items yet")).toBeInTheDocument();
    expect(screen.getByText('Add a new item to get started')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
  });

  it('pages with Previous/Next and marks the current page', async () => {
    mockFetch(() => jsonResponse({ data: [createItem()], count: 12 }));
    const onPageChange = vi.fn();
    const { user } = await renderWithProviders(<ItemsPage page={2} onPageChange={onPageChange} />);
    const current = await screen.findByRole('button', { name: '2' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '1' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('goes to the page before after deleting the last row of a later page', async () => {
    const item = createItem({ title: 'Last one' });
    let deleted = false;
    const { requests } = mockFetch((request) => {
      if (request.method === 'DELETE') {
        deleted = true;
        return jsonResponse({ message: 'Item deleted successfully' });
      }
      return jsonResponse(deleted ? { data: [], count: 5 } : { data: [item], count: 6 });
    });
    const onPageChange = vi.fn();
    const { user } = await renderWithProviders(<ItemsPage page={2} onPageChange={onPageChange} />);

    await user.click(await screen.findByRole('button', { name: 'Item actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Item' });
    expect(
      within(dialog).getByText(
        'This item will be permanently deleted. Are you sure? You will not be able to undo this action.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The item was deleted successfully')).toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(onPageChange).toHaveBeenCalledWith(1);
    expect(requests.find((request) => request.method === 'DELETE')?.url).toBe(`/api/v1/items/${item.id}`);
  });

  it('tells the user when a delete fails', async () => {
    mockFetch((request) =>
      request.method === 'DELETE'
        ? jsonResponse({ detail: 'Item not found' }, { status: 404 })
        : jsonResponse({ data: [createItem()], count: 1 }),
    );
    const { user } = await renderWithProviders(<ItemsPage page={1} onPageChange={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Item actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Item' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('An error occurred while deleting the item')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
  });
});
