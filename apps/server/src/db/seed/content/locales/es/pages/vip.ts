import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';
import { amount } from '../format.js';

export const vip: PageTranslation = {
  title: 'Programa VIP',
  description:
    'Cuatro niveles VIP (Bronce, Plata, Oro y Platino) con bono de recarga, retiradas prioritarias, cashback VIP y un gestor personal.',
  body: `# Programa VIP

Todos los jugadores de Satsino forman parte del programa VIP desde su primer depósito. Cuanto más juegas, más alto es tu nivel, y cada nivel conserva las ventajas de los anteriores.

## Los niveles

| Nivel | Se alcanza con (total apostado) | Ventajas |
|---|---|---|
| **Bronce** | tu primer depósito | Bono de recarga del ${f.vipReload} % en cada depósito a partir del quinto |
| **Plata** | ${amount(f.silverWagered)} | Retiradas prioritarias y atención al cliente prioritaria |
| **Oro** | ${amount(f.goldWagered)} | ${f.goldCashback} % de cashback VIP cada semana |
| **Platino** | ${amount(f.platinumWagered)} | ${f.platinumCashback} % de cashback VIP y un gestor VIP personal |

Importes en la moneda de tu cuenta (USD o EUR).

## Cómo se calcula tu nivel

Tu nivel depende del importe total que has apostado con dinero real desde que te registraste: cada apuesta liquidada cuenta por su importe completo, sea cual sea el juego. No cuentan las apuestas hechas con saldo de bono ni las apuestas canceladas o reembolsadas. Puedes ver tu progreso en tu cuenta, en **VIP**, y subes de nivel en cuanto alcanzas un umbral. Los niveles nunca se retiran.

## Las ventajas en detalle

**Bono de recarga (desde Bronce).** Tus cuatro primeros depósitos incluyen los bonos de depósito de nuestro paquete de bienvenida. A partir del quinto depósito, cada depósito de al menos ${amount(f.minDeposit)} puede llevar un bono de recarga del ${f.vipReload} % de hasta ${amount(f.bonusMax)}, con el requisito de apuesta habitual de ${f.wagering}×. Como siempre, puedes optar por no tener bono.

**Retiradas prioritarias (desde Plata).** Tus retiradas pasan al principio de la cola de revisión, y tus mensajes, a un equipo exclusivo.

**Cashback VIP (Oro y Platino).** Cada lunes te pagamos el ${f.goldCashback} % (Oro) o el ${f.platinumCashback} % (Platino) de tus pérdidas netas de la semana anterior, en dinero real y sin requisito de apuesta. Se suma a nuestras promociones de cashback diario y semanal.

**Gestor VIP personal (Platino).** Una persona que conoce tu cuenta, disponible por el canal que prefieras, que puede organizar límites a tu medida, una verificación más rápida e invitaciones a eventos especiales.

## Juego limpio

Las ventajas VIP son para jugadores recreativos. Las apuestas generadas mediante abuso de bonos, colusión o juego automatizado no cuentan y pueden llevarnos a reiniciar tu progreso. Si te has fijado límites de depósito o te has autoexcluido, nunca te contactaremos con ofertas VIP.
`,
};
