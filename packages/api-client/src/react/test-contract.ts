// A small grouped contract for the React binding tests (the real contract is declared in ../contract).
import * as z from 'zod';
import { defineEndpoint } from '../contract/index.ts';

const area = z.object({ id: z.string(), fullName: z.string() });

export const testContract = {
  session: {
    login: defineEndpoint({
      method: 'POST',
      path: '/admin-api/login',
      auth: 'public',
      body: z.object({ account: z.string(), password: z.string() }),
      bodyEncoding: 'form',
      data: z.object({ token: z.string(), theme: z.string() }),
      summary: 'Sign in',
    }),
    currentUser: defineEndpoint({
      method: 'GET',
      path: '/admin-api/current_user',
      auth: 'session',
      data: z.object({ isWeakPwd: z.boolean() }),
      summary: 'Current user',
    }),
  },
  area: {
    list: defineEndpoint({
      method: 'GET',
      path: '/api/system/Area/{nodeId}',
      auth: { menu: 'area' },
      query: z.object({ keyword: z.string().optional() }),
      data: z.object({ list: z.array(area) }),
      summary: 'Areas',
    }),
    info: defineEndpoint({
      method: 'GET',
      path: '/api/system/Area/{id}/Info',
      auth: { menu: 'area' },
      data: area,
      summary: 'One area',
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: '/api/system/Area/{id}',
      auth: { menu: 'area', button: 'btn_edit' },
      body: z.object({ fullName: z.string() }),
      data: z.null(),
      summary: 'Update an area',
    }),
  },
  user: {
    all: defineEndpoint({
      method: 'GET',
      path: '/api/permission/Users/All',
      auth: 'session',
      data: z.object({ list: z.array(z.object({ id: z.string() })) }),
      summary: 'All users',
    }),
    imSelector: defineEndpoint({
      method: 'POST',
      path: '/api/permission/Users/ImUser/Selector/{id}',
      auth: 'session',
      body: z.object({ keyword: z.string().optional() }),
      data: z.object({ list: z.array(z.object({ id: z.string() })) }),
      summary: 'IM user selector',
    }),
    create: defineEndpoint({
      method: 'POST',
      path: '/admin-api/system/user',
      auth: { menu: 'user', button: 'btn_add' },
      body: z.object({ account: z.string() }),
      data: z.null(),
      summary: 'Create a user',
    }),
    resetPassword: defineEndpoint({
      method: 'POST',
      path: '/admin-api/system/user/reset_password/{id}',
      auth: { menu: 'user', button: 'btn_edit' },
      data: z.null(),
      summary: 'Reset a password',
    }),
  },
  organize: {
    remove: defineEndpoint({
      method: 'DELETE',
      path: '/api/permission/Organize/{id}',
      auth: { menu: 'organize', button: 'btn_remove' },
      data: z.null(),
      summary: 'Delete an organisation',
    }),
  },
  department: {
    selector: defineEndpoint({
      method: 'GET',
      path: '/api/permission/Organize/Department/Selector/{id}',
      auth: 'session',
      data: z.object({ list: z.array(z.unknown()) }),
      summary: 'Department selector',
    }),
  },
  billRule: {
    exportFile: defineEndpoint({
      method: 'GET',
      path: '/api/system/BillRule/{id}/Action/Export',
      auth: { menu: 'billRule' },
      data: z.unknown(),
      response: 'blob',
      summary: 'Export',
    }),
  },
};
