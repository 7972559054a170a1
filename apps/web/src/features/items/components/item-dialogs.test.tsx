import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createItem } from '../../../test/factories.ts';
import { jsonResponse, mockFetch } from '../../../test/mock-fetch.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AddItemDialog } from './add-item-dialog.tsx';
import { EditItemDialog } from './edit-item-dialog.tsx';

describe('Add Item dialog', () => {
  it('keeps Save disabled until the title is valid, then creates the item and closes', async () => {
    const { requests } = mockFetch(() => jsonResponse(createItem(), { status: 201 }));
    const { user } = await renderWithProviders(<AddItemDialog />);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Item' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('placeholder', 'Title');
    expect(within(dialog).getByLabelText('Description')).toHaveAttribute('placeholder', 'Description');
    await waitFor(() => expect(save).toBeDisabled());

    await user.click(within(dialog).getByLabelText('Title'));
    await user.tab();
    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Milk');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText('Item created successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/items/' });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ title: 'Milk', description: null });
  });

  it('closes on Cancel without a request', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    const { user } = await renderWithProviders(<AddItemDialog />);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('Edit Item dialog', () => {
  it('is pre-filled, says "Title is required" for an empty title and saves with PUT', async () => {
    const item = createItem({ title: 'Milk', description: null });
    const { requests } = mockFetch(() => jsonResponse(item));
    const onClose = vi.fn();
    const { user } = await renderWithProviders(<EditItemDialog item={item} opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Milk');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('');

    await user.clear(title);
    await user.tab();
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    await user.type(title, 'Oat milk');
    await user.type(within(dialog).getByLabelText('Description'), '2 litres');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Item updated successfully.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(requests[0]).toMatchObject({ method: 'PUT', url: `/api/v1/items/${item.id}` });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ title: 'Oat milk', description: '2 litres' });
  });
});
