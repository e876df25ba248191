#!/usr/bin/env node
// Before the API tests: Debian's nginx must be present for the scale-out suite (apps/api/test/scale-out/), which
// runs it in front of two API processes with the shipped deploy/nginx/cvap.conf.template. As root a missing nginx
// is installed with apt-get; otherwise this prints the command and exits 1. The suite starts its own nginx process
// (never the system service).
import { existsSync } from 'node:fs';
import { ensureAptPackages } from './lib/apt-packages.mjs';

const NGINX = '/usr/sbin/nginx';

ensureAptPackages('ensure-nginx', `${NGINX} is`, () => (existsSync(NGINX) ? [] : ['nginx']));
