import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { success } from '../../../platform/envelope';
import { saveFile } from '../../../platform/file-store';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, OkTrue } from '../../../platform/schemas';
import { readImageUpload, registerMultipart } from '../../../platform/upload';
import { ProfileRow, ProfileUpdate, ProfileUpdatePassword } from '@console/contracts/system/user';
import * as users from './service';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/** Personal centre: /system/user/profile/*. Every signed-in user reaches their own profile. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await registerMultipart(app);
  const tags = ['个人中心'];

  app.get(
    '/system/user/profile/get',
    {
      config: { login: true },
      schema: { tags, summary: '获得登录用户信息', response: { 200: Envelope(ProfileRow) } },
    },
    async (request) => success(await users.getProfile(request.db, users.actorOf(request))),
  );

  app.put(
    '/system/user/profile/update',
    {
      config: { login: true },
      schema: { tags, summary: '修改用户个人信息', body: ProfileUpdate, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, await users.updateProfile(request.db, users.actorOf(request), request.body));
      return success(true);
    },
  );

  app.put(
    '/system/user/profile/update-password',
    {
      config: { login: true },
      schema: { tags, summary: '修改用户个人密码', body: ProfileUpdatePassword, response: { 200: OkTrue } },
    },
    async (request) => {
      await users.updateProfilePassword(request.db, users.actorOf(request), request.body.oldPassword, request.body.newPassword);
      return success(true);
    },
  );

  const updateAvatar = async (request: FastifyRequest) => {
    const upload = await readImageUpload(request, 'avatarFile', MAX_AVATAR_BYTES);
    const { image } = upload;
    const actor = users.actorOf(request);
    const { url, change } = await request.db.transaction().execute(async (trx) => {
      const saved = await saveFile(trx, { name: upload.filename, content: upload.content, type: image.mime, dir: 'avatar', ext: image.ext, actorId: actor.id });
      return { url: saved.url, change: await users.setAvatar(trx, actor, saved.url) };
    });
    noteChange(request, change);
    return success(url);
  };
  const avatarRoute = {
    config: { login: true },
    schema: { tags, summary: '上传用户个人头像', response: { 200: Envelope(Type.String()) } },
  } as const;
  app.put('/system/user/profile/update-avatar', avatarRoute, updateAvatar);
  app.post('/system/user/profile/update-avatar', avatarRoute, updateAvatar);
};

export default routes;
